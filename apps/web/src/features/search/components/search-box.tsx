import { ActionIcon, Box, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { palette, paletteStore } from '../lib/palette';
import classes from './search-box.module.css';
import type { QuickAction } from './search-palette';

// Loaded the first time it opens: the shell's first paint does not wait for the palette.
const SearchPalette = lazy(() =>
  import('./search-palette').then((module) => ({ default: module.SearchPalette })),
);

/**
 * The header's search (SPEC §2: placeholder 'Search'): a box that opens the command palette, with
 * its shortcut shown; on a phone, a search button.
 */
export function SearchBox({ quickActions }: { quickActions: readonly QuickAction[] }) {
  const t = useT();
  const os = useOs();
  const mac = os === 'macos' || os === 'ios';
  const [wanted, setWanted] = useState(false);
  const box = useRef<HTMLButtonElement>(null);
  const icon = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setWanted(true);
    palette.open();
  };
  // Closed without going anywhere: focus goes back where it was, or to the search that is shown
  // (a shortcut pressed with nothing focused), never to the page's body.
  const returnFocus = () => {
    const shown = [box.current, icon.current].find(
      (button) => button && getComputedStyle(button).display !== 'none',
    );
    (opener.current?.isConnected ? opener.current : shown)?.focus();
  };
  // ⌘K / Ctrl+K from anywhere, a field being typed in too; `/` only outside fields.
  useHotkeys([['mod+K', open]], []);
  useHotkeys([['/', open]]);
  return (
    <>
      <UnstyledButton
        ref={box}
        className={classes.box}
        onClick={open}
        aria-keyshortcuts={mac ? 'Meta+K /' : 'Control+K /'}
        visibleFrom="xs"
      >
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <IconSearch size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('header.search')}
            </Text>
          </Group>
          {/* The shortcut is announced through aria-keyshortcuts; the name stays 'Search'. */}
          <Box visibleFrom="md" aria-hidden>
            <Kbd size="xs">{mac ? '⌘' : 'Ctrl'} K</Kbd>
          </Box>
        </Group>
      </UnstyledButton>
      <ActionIcon
        ref={icon}
        variant="subtle"
        color="gray"
        size="lg"
        onClick={open}
        aria-label={t('header.search')}
        hiddenFrom="xs"
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <SearchPalette store={paletteStore} quickActions={quickActions} onDismiss={returnFocus} />
        </Suspense>
      )}
    </>
  );
}

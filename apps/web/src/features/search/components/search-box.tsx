import { ActionIcon, Box, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
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
  const os = useOs();
  const mac = os === 'macos' || os === 'ios';
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    palette.open();
  };
  // ⌘K / Ctrl+K from anywhere, a field being typed in too; `/` only outside fields.
  useHotkeys([['mod+K', open]], []);
  useHotkeys([['/', open]]);
  return (
    <>
      <UnstyledButton
        className={classes.box}
        onClick={open}
        aria-keyshortcuts={mac ? 'Meta+K /' : 'Control+K /'}
        visibleFrom="xs"
      >
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <IconSearch size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              Search
            </Text>
          </Group>
          {/* The shortcut is announced through aria-keyshortcuts; the name stays 'Search'. */}
          <Box visibleFrom="md" aria-hidden>
            <Kbd size="xs">{mac ? '⌘' : 'Ctrl'} K</Kbd>
          </Box>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={open}
        aria-label="Search"
        hiddenFrom="xs"
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <SearchPalette store={paletteStore} quickActions={quickActions} />
        </Suspense>
      )}
    </>
  );
}

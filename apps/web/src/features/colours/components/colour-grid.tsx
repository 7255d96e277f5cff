import type { Colour, Team } from '@atelier/domain';
import {
  Badge,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCopy, IconPalette } from '@tabler/icons-react';
import { useState } from 'react';
import { SearchField } from '../../../components/form/search-field';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../lib/toast';
import { useTeamColours } from '../../../api/get-team-colours';
import { textOn } from '../lib/swatches';
import { useT } from '../../../lib/i18n';
import { useColourT } from '../i18n';
import { FavouriteButton } from './favourite-button';

async function copyHex(hex: string, t: ReturnType<typeof useColourT>) {
  try {
    await navigator.clipboard.writeText(hex);
    toast.success(t('grid.copied', { hex }));
  } catch {
    toast.error(t('grid.copyFailed', { hex }));
  }
}

/** /ColorLibrary/ColorGrid: every colour of the team as a swatch; a click copies its hex. */
export function ColourGrid({ team }: { team: Team }) {
  const t = useColourT();
  const appT = useT();
  const coloursQuery = useTeamColours(team._id);
  const [filter, setFilter] = useState('');
  const [onlyFavourites, setOnlyFavourites] = useState(false);

  return (
    <QueryState
      query={coloursQuery}
      errorTitle={t('loadFailed')}
      loading={
        <SimpleGrid
          cols={{ base: 2, xs: 3, md: 4, lg: 6 }}
          spacing="md"
          role="status"
          aria-label={t('grid.loading')}
        >
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} height={190} radius="md" />
          ))}
        </SimpleGrid>
      }
    >
      {(allColours) => {
        const needle = filter.trim().toLowerCase();
        const colours = allColours.filter(
          (colour) =>
            (!onlyFavourites || colour.isFavorite) &&
            (!needle ||
              [colour.name, colour.code, colour.hexCode].some((value) =>
                value.toLowerCase().includes(needle),
              )),
        );

        return (
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {appT('teamFilter.label')}
                </Text>
                <Badge variant="light" size="lg" tt="none">
                  {team.name}
                </Badge>
              </Group>
              <Group align="flex-end" gap="md">
                <SearchField
                  label={t('grid.filter')}
                  placeholder={t('searchPlaceholder')}
                  value={filter}
                  onChange={setFilter}
                  w={{ base: '100%', xs: 240 }}
                />
                <Switch
                  label={t('grid.onlyFavourites')}
                  checked={onlyFavourites}
                  onChange={(event) => setOnlyFavourites(event.currentTarget.checked)}
                  mb={8}
                />
              </Group>
            </Group>
            {colours.length === 0 ? (
              <Card withBorder padding="xl">
                <EmptyState
                  variant="light"
                  icon={<IconPalette size={28} />}
                  title={
                    allColours.length === 0
                      ? t('noColours')
                      : onlyFavourites && !needle
                        ? t('noFavourites')
                        : t('grid.noMatch')
                  }
                  description={
                    allColours.length === 0 ? t('grid.emptyHint') : t('grid.changeFilter')
                  }
                />
              </Card>
            ) : (
              <SimpleGrid
                cols={{ base: 2, xs: 3, md: 4, lg: 6 }}
                spacing="md"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('grid.swatches')}
              >
                {colours.map((colour) => (
                  <SwatchCard key={colour._id} colour={colour} />
                ))}
              </SimpleGrid>
            )}
            <Text size="xs" c="dimmed">
              {t('grid.clickHint')}
            </Text>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function SwatchCard({ colour }: { colour: Colour }) {
  const t = useColourT();
  const ink = textOn(colour.hexCode);
  return (
    <Card withBorder padding={0} component="li" radius="md">
      <UnstyledButton
        onClick={() => void copyHex(colour.hexCode, t)}
        aria-label={t('grid.copy', { hex: colour.hexCode, name: colour.name })}
        style={{
          display: 'grid',
          placeItems: 'end start',
          height: 120,
          padding: 10,
          background: colour.hexCode,
          color: ink,
        }}
      >
        <IconCopy size={16} aria-hidden style={{ opacity: 0.75 }} />
      </UnstyledButton>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4} p="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {colour.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {colour.code}
          </Text>
          <Text size="xs" ff="monospace">
            {colour.hexCode}
          </Text>
        </Stack>
        <FavouriteButton colour={colour} />
      </Group>
    </Card>
  );
}

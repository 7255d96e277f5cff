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
import { FavouriteButton } from './favourite-button';

async function copyHex(hex: string) {
  try {
    await navigator.clipboard.writeText(hex);
    toast.success(`Copied ${hex}`);
  } catch {
    toast.error(`${hex} could not be copied. Select it and copy it instead.`);
  }
}

/** /ColorLibrary/ColorGrid: every colour of the team as a swatch; a click copies its hex. */
export function ColourGrid({ team }: { team: Team }) {
  const coloursQuery = useTeamColours(team._id);
  const [filter, setFilter] = useState('');
  const [onlyFavourites, setOnlyFavourites] = useState(false);

  return (
    <QueryState
      query={coloursQuery}
      errorTitle="The colours could not be loaded"
      loading={
        <SimpleGrid
          cols={{ base: 2, xs: 3, md: 4, lg: 6 }}
          spacing="md"
          role="status"
          aria-label="Loading colours"
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
                  Team
                </Text>
                <Badge variant="light" size="lg" tt="none">
                  {team.name}
                </Badge>
              </Group>
              <Group align="flex-end" gap="md">
                <SearchField
                  label="Filter colours"
                  placeholder="Name, code or hex"
                  value={filter}
                  onChange={setFilter}
                  w={{ base: '100%', xs: 240 }}
                />
                <Switch
                  label="Favourites only"
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
                      ? 'No colours yet'
                      : onlyFavourites && !needle
                        ? 'No favourites yet'
                        : 'No colours match'
                  }
                  description={
                    allColours.length === 0
                      ? 'Colours added to the library appear here as swatches.'
                      : 'Change the filter to see more.'
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
                aria-label="Colour swatches"
              >
                {colours.map((colour) => (
                  <SwatchCard key={colour._id} colour={colour} />
                ))}
              </SimpleGrid>
            )}
            <Text size="xs" c="dimmed">
              Click a swatch to copy its hex code.
            </Text>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function SwatchCard({ colour }: { colour: Colour }) {
  const ink = textOn(colour.hexCode);
  return (
    <Card withBorder padding={0} component="li" radius="md">
      <UnstyledButton
        onClick={() => void copyHex(colour.hexCode)}
        aria-label={`Copy ${colour.hexCode} (${colour.name})`}
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

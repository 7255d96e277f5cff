import type { Colour } from '@atelier/domain';
import { ColorSwatch, Text } from '@mantine/core';
import type { DataColumn } from '../../../components/list/data-table';
import { FavouriteButton } from './favourite-button';

/** The colour library's columns: swatch, name, code, hex and my star. */
export const COLOUR_COLUMNS: readonly DataColumn<Colour>[] = [
  {
    key: 'swatch',
    header: 'Swatch',
    width: 72,
    leading: true,
    render: (colour) => <ColorSwatch color={colour.hexCode} size={32} radius="sm" aria-hidden />,
  },
  {
    key: 'name',
    header: 'Name',
    sortBy: 'name',
    render: (colour) => (
      <Text size="sm" fw={600}>
        {colour.name}
      </Text>
    ),
  },
  {
    key: 'code',
    header: 'Code',
    sortBy: 'code',
    render: (colour) => <Text size="sm">{colour.code}</Text>,
  },
  {
    key: 'hex',
    header: 'Hex',
    render: (colour) => (
      <Text size="sm" ff="monospace">
        {colour.hexCode}
      </Text>
    ),
  },
  {
    key: 'favourite',
    header: 'Favourite',
    width: 72,
    render: (colour) => <FavouriteButton colour={colour} />,
  },
];

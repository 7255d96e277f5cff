import type { Colour } from '@atelier/domain';
import { ColorSwatch, Text } from '@mantine/core';
import type { DataColumn } from '../../../components/list/data-table';
import type { useColourT } from '../i18n';
import { FavouriteButton } from './favourite-button';

/** The colour library's columns: swatch, name, code, hex and my star. */
export const colourColumns = (t: ReturnType<typeof useColourT>): readonly DataColumn<Colour>[] => [
  {
    key: 'swatch',
    header: t('col.swatch'),
    width: 72,
    leading: true,
    render: (colour) => <ColorSwatch color={colour.hexCode} size={32} radius="sm" aria-hidden />,
  },
  {
    key: 'name',
    header: t('col.name'),
    sortBy: 'name',
    render: (colour) => (
      <Text size="sm" fw={600}>
        {colour.name}
      </Text>
    ),
  },
  {
    key: 'code',
    header: t('col.code'),
    sortBy: 'code',
    render: (colour) => <Text size="sm">{colour.code}</Text>,
  },
  {
    key: 'hex',
    header: t('col.hex'),
    render: (colour) => (
      <Text size="sm" ff="monospace">
        {colour.hexCode}
      </Text>
    ),
  },
  {
    key: 'favourite',
    header: t('col.favourite'),
    width: 72,
    render: (colour) => <FavouriteButton colour={colour} />,
  },
];

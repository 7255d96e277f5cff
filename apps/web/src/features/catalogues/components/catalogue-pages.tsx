import type { Team } from '@atelier/domain';
import { Group, Text } from '@mantine/core';
import { MediaImage } from '../../../components/ui/media-image';
import type { EntryOf } from '../lib/kinds';
import { CatalogueTable, type CatalogueColumn } from './catalogue-table';
import { SubCategoryPanel } from './sub-category-panel';

/** /categories: categories, each opening to its sub-categories. */
export function CategoriesManager({ team }: { team: Team }) {
  return (
    <CatalogueTable
      kind="category"
      team={team}
      columns={CATEGORY_COLUMNS}
      renderExpanded={(category) => <SubCategoryPanel category={category} team={team} />}
      expandLabel={(category, open) =>
        `${open ? 'Hide' : 'Show'} sub-categories of ${category.name}`
      }
      deleteNote={(category) =>
        category.subCategoryCount === 0
          ? null
          : `Its ${category.subCategoryCount === 1 ? 'sub-category goes' : `${category.subCategoryCount} sub-categories go`} with it.`
      }
    />
  );
}

const CATEGORY_COLUMNS: readonly CatalogueColumn<EntryOf<'category'>>[] = [
  {
    key: 'subCategories',
    header: 'Sub-categories',
    width: 140,
    render: (category, format) => (
      <Text size="sm">{format.formatNumber(category.subCategoryCount)}</Text>
    ),
  },
];

/** /fabrics ("Manage Material"): the team's material library. */
export function FabricsManager({ team }: { team: Team }) {
  return (
    <CatalogueTable
      kind="fabric"
      team={team}
      columns={FABRIC_COLUMNS}
      deleteNote={() => 'Its swatch is deleted too.'}
    />
  );
}

const dash = (
  <Text size="sm" c="dimmed" aria-label="Not set">
    —
  </Text>
);

const FABRIC_COLUMNS: readonly CatalogueColumn<EntryOf<'fabric'>>[] = [
  {
    key: 'swatch',
    header: 'Swatch',
    leading: true,
    width: 80,
    render: (fabric) => (
      <MediaImage media={fabric.swatch} alt={`Swatch of ${fabric.name}`} w={44} h={44} />
    ),
  },
  {
    key: 'composition',
    header: 'Composition',
    render: (fabric) => (fabric.composition ? <Text size="sm">{fabric.composition}</Text> : dash),
  },
  {
    key: 'weight',
    header: 'Weight',
    width: 110,
    render: (fabric, format) =>
      fabric.weightGsm === null ? (
        dash
      ) : (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {format.formatNumber(fabric.weightGsm)} gsm
        </Text>
      ),
  },
  {
    key: 'supplier',
    header: 'Supplier',
    render: (fabric) => (fabric.supplier ? <Text size="sm">{fabric.supplier}</Text> : dash),
  },
  {
    key: 'price',
    header: 'Price',
    width: 140,
    render: (fabric, format) =>
      fabric.pricePerMeter === null ? (
        dash
      ) : (
        <Group gap={4} wrap="nowrap" align="baseline">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.formatPrice(fabric.pricePerMeter, { currency: fabric.currency })}
          </Text>
          <Text size="xs" c="dimmed">
            / m
          </Text>
        </Group>
      ),
  },
];

/** /seasons. */
export function SeasonsManager({ team }: { team: Team }) {
  return <CatalogueTable kind="season" team={team} />;
}

/** /tags. */
export function TagsManager({ team }: { team: Team }) {
  return <CatalogueTable kind="tag" team={team} />;
}

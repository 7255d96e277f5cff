import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CurrencyCode, ProductStage } from '@atelier/domain';
import { timestamps } from './columns.ts';
import { categories, fabrics, seasons, subCategories, tags } from './catalogues.ts';
import { colours } from './colours.ts';
import { mediaFiles } from './media.ts';
import { teamRef } from './teams.ts';
import { userRef, users } from './users.ts';

/**
 * A product (issue 11): one team's design. Catalogue links are set null when their entry is
 * deleted; like_count is kept with the likes in one transaction, so the wall never counts rows.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, {
      onDelete: 'set null',
    }),
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    deadline: date('deadline'),
    stage: text('stage').$type<ProductStage>().notNull().default('idea'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who changed it last: its fields, stage or files (the dashboard's active products). */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    likeCount: integer('like_count').notNull().default(0),
    // What buyers read (issue 36 line sheets); never on the wall.
    styleNumber: text('style_number').notNull().default(''),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    composition: text('composition').notNull().default(''),
    wholesalePrice: numeric('wholesale_price', { precision: 12, scale: 2, mode: 'number' }),
    retailPrice: numeric('retail_price', { precision: 12, scale: 2, mode: 'number' }),
    priceCurrency: text('price_currency').$type<CurrencyCode>(),
    deliveryFrom: date('delivery_from'),
    deliveryTo: date('delivery_to'),
    ...timestamps(),
  },
  (table) => [
    // The wall: a team's products newest first, read to the page's LIMIT.
    index('products_team_created_idx').on(table.teamId, table.createdAt, table.id),
    // The dashboard: a team's products most recently changed first.
    index('products_team_updated_idx').on(table.teamId, table.updatedAt),
    index('products_team_deadline_idx').on(table.teamId, table.deadline),
    index('products_team_name_idx').on(table.teamId, sql`lower(${table.name})`),
    index('products_category_idx').on(table.categoryId),
    index('products_sub_category_idx').on(table.subCategoryId),
    index('products_season_idx').on(table.seasonId),
    index('products_created_by_idx').on(table.createdBy),
    index('products_updated_by_idx').on(table.updatedBy),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/** A many-to-many link of products to one catalogue (fabrics, tags, colours). */
function productLinks(name: string, column: string, target: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      productId: uuid('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      entryId: uuid(column).notNull().references(target, { onDelete: 'cascade' }),
      position: integer('position').notNull().default(0),
    },
    (table) => [
      primaryKey({ name: `${name}_pkey`, columns: [table.productId, table.entryId] }),
      index(`${name}_${column}_idx`).on(table.entryId),
    ],
  );
}

export const productFabrics = productLinks('product_fabrics', 'fabric_id', () => fabrics.id);
export const productTags = productLinks('product_tags', 'tag_id', () => tags.id);
export const productColours = productLinks('product_colours', 'colour_id', () => colours.id);

/** Who liked which product; the pair is the key, so a like is counted once. */
export const productLikes = pgTable(
  'product_likes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'product_likes_pkey', columns: [table.productId, table.userId] }),
    index('product_likes_user_idx').on(table.userId),
  ],
);

/**
 * A product's tree (SPEC §3): folders and files. A file points at its stored upload (media_files,
 * which knows its derivatives); a duplicated product's files point at the same uploads, which are
 * removed by the orphaned-uploads sweep once no product holds them.
 */
export const productItems = pgTable(
  'product_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => productItems.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<'folder' | 'file'>().notNull(),
    name: text('name').notNull(),
    path: text('path').references(() => mediaFiles.path, { onDelete: 'cascade' }),
    ext: text('ext').notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_items_product_parent_idx').on(table.productId, table.parentId),
    index('product_items_parent_idx').on(table.parentId),
    index('product_items_path_idx').on(table.path),
  ],
);

export type ProductItemRow = typeof productItems.$inferSelect;

/**
 * The versions of a product's file (issue 36 sample rounds), once it has more than one: number 1
 * is the file as first uploaded, the highest the one its item points at (`product_items.path`),
 * which every page shows. An image comment remembers the version it was made on.
 */
export const productFileVersions = pgTable(
  'product_file_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => productItems.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    label: text('label').notNull(),
    name: text('name').notNull(),
    path: text('path')
      .notNull()
      .references(() => mediaFiles.path, { onDelete: 'cascade' }),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_file_versions_item_number_key').on(table.itemId, table.number),
    index('product_file_versions_path_idx').on(table.path),
  ],
);

export type ProductFileVersionRow = typeof productFileVersions.$inferSelect;

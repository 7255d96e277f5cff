/**
 * The only place tech pack link answers are shaped. What a factory reads is built field by field
 * from the revision's snapshot, so nothing the snapshot holds for the team alone — the costing,
 * the bill's prices, where files are stored — can reach it by being added to the snapshot later.
 */
import {
  derivativePaths,
  displayName,
  hasDerivatives,
  type FactoryTechpack,
  type TechpackLink,
  type TechpackLinkState,
} from '@atelier/domain';
import type { TechpackLinkRow } from '../../db/schema/index.ts';
import type { Secrets } from '../../platform/auth/secrets.ts';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import { shareToken } from '../sharing/tokens.ts';
import type { TechpackLinkListRow, TechpackVisitRow } from './queries.ts';

/** The web app's page for a tech pack link. */
export const techpackLinkUrl = (publicUrl: string, secrets: Secrets, linkId: string) =>
  `${publicUrl}/techpack/${shareToken(secrets, linkId, 'techpack')}`;

export function stateOf(
  link: Pick<TechpackLinkRow, 'revokedAt' | 'expiresAt'>,
  now = new Date(),
): TechpackLinkState {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt <= now ? 'expired' : 'active';
}

export function presentLink(
  publicUrl: string,
  secrets: Secrets,
  row: TechpackLinkListRow,
): TechpackLink {
  const { link } = row;
  const state = stateOf(link);
  const name =
    row.creatorFirstName !== null
      ? displayName({ firstName: row.creatorFirstName, lastName: row.creatorLastName ?? '' })
      : 'Former member';
  return {
    _id: link.id,
    productId: link.productId,
    revisionId: link.revisionId,
    revision: row.revision,
    recipient: link.recipient,
    email: link.email,
    url: state === 'active' ? techpackLinkUrl(publicUrl, secrets, link.id) : null,
    state,
    createdBy: { _id: link.createdBy, name },
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    firstOpenedAt: link.firstOpenedAt?.toISOString() ?? null,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    openCount: link.openCount,
  };
}

/** The revision as its factory reads it: signed links to each sketch's pictures, no costs. */
export async function presentFactoryTechpack(
  files: PrivateFiles,
  row: TechpackVisitRow,
): Promise<FactoryTechpack> {
  const { snapshot } = row;
  const sketches = await Promise.all(
    snapshot.sketches.map(async (sketch) => {
      const derived = hasDerivatives(sketch.ext) ? derivativePaths(sketch.path) : null;
      const [url, thumbnail, preview] = await Promise.all([
        files.url(sketch.path),
        derived ? files.url(derived.thumbnail) : null,
        derived ? files.url(derived.preview) : null,
      ]);
      return {
        fileId: sketch.fileId,
        name: sketch.name,
        ext: sketch.ext,
        version: sketch.version,
        versionLabel: sketch.versionLabel,
        width: sketch.width,
        height: sketch.height,
        url,
        thumbnail,
        preview,
      };
    }),
  );
  const { product, spec, fits, bom, construction } = snapshot;
  return {
    team: { name: row.teamName },
    recipient: row.link.recipient,
    revision: row.letter,
    releasedAt: row.releasedAt.toISOString(),
    expiresAt: row.link.expiresAt.toISOString(),
    product: {
      name: product.name,
      styleNumber: product.styleNumber,
      description: product.description,
      composition: product.composition,
      season: product.season,
      category: product.category,
      subCategory: product.subCategory,
    },
    sketches,
    spec,
    fits,
    bom: {
      colourways: bom.colourways,
      lines: bom.lines.map((line) => ({
        _id: line._id,
        kind: line.kind,
        name: line.name,
        placement: line.placement,
        supplier: line.supplier,
        quantity: line.quantity,
        unit: line.unit,
        wastePercent: line.wastePercent,
        colours: line.colours,
        notUsedIn: line.notUsedIn,
      })),
    },
    construction: { notes: construction.notes, callouts: construction.callouts },
  };
}

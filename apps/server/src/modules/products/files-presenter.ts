/** The only place a product's tree items are shaped: files get short-lived signed URLs. */
import { derivativePaths, hasDerivatives } from '@atelier/domain';
import type { MediaStatus, ProductItem } from '@atelier/domain';
import type { ProductItemRow } from '../../db/schema/index.ts';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';

export async function presentItem(
  files: PrivateFiles,
  item: ProductItemRow,
  status: MediaStatus | null,
): Promise<ProductItem> {
  const ready = item.path !== null && status === 'ready' && hasDerivatives(item.ext);
  const derived = item.path ? derivativePaths(item.path) : null;
  const [url, thumbnail, preview] = await Promise.all([
    item.path ? files.url(item.path) : null,
    ready && derived ? files.url(derived.thumbnail) : null,
    ready && derived ? files.url(derived.preview) : null,
  ]);
  return {
    _id: item.id,
    kind: item.kind,
    parentId: item.parentId,
    name: item.name,
    path: item.path,
    ext: item.ext,
    size: item.size,
    url,
    thumbnail,
    preview,
    status: item.kind === 'file' ? status : null,
    createdAt: item.createdAt.toISOString(),
  };
}

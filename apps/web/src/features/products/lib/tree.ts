import type { ProductItem } from '@atelier/domain';

/** The value the move Select uses for the product's top level. */
export const TOP_LEVEL = 'top';

/** The ids of every item inside `folderId`, however deep. */
export function descendantIds(items: readonly ProductItem[], folderId: string): Set<string> {
  const found = new Set<string>();
  let frontier = [folderId];
  while (frontier.length > 0) {
    const parents = new Set(frontier);
    frontier = items
      .filter((item) => item.parentId !== null && parents.has(item.parentId))
      .map((item) => item._id)
      .filter((id) => !found.has(id));
    for (const id of frontier) found.add(id);
  }
  return found;
}

/** A folder's path from the top, e.g. "Sketches / Front". */
function folderPath(byId: Map<string, ProductItem>, folder: ProductItem): string {
  const names = [folder.name];
  let parent = folder.parentId ? byId.get(folder.parentId) : undefined;
  while (parent) {
    names.unshift(parent.name);
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return names.join(' / ');
}

/**
 * Where `item` may be moved: the top level first, then every folder of the product by path,
 * leaving out the item itself and anything inside it (a folder cannot go inside itself).
 */
export function moveTargets(items: readonly ProductItem[], item: ProductItem) {
  const byId = new Map(items.map((entry) => [entry._id, entry]));
  const excluded = descendantIds(items, item._id).add(item._id);
  const folders = items
    .filter((entry) => entry.kind === 'folder' && !excluded.has(entry._id))
    .map((folder) => ({ value: folder._id, label: folderPath(byId, folder) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: TOP_LEVEL, label: 'All files (top level)' }, ...folders];
}

/** The only place a file's versions are shaped: signed links to each upload and its previews. */
import { derivativePaths, displayName, hasDerivatives } from '@atelier/domain';
import type { FileVersion } from '@atelier/domain';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import type { VersionRow } from './versions-queries.ts';

export async function presentVersion(
  files: PrivateFiles,
  row: VersionRow,
  current: boolean,
): Promise<FileVersion> {
  const { version, status } = row;
  const ready = status === 'ready' && hasDerivatives(version.ext);
  const derived = derivativePaths(version.path);
  const [url, thumbnail, preview] = await Promise.all([
    files.url(version.path),
    ready ? files.url(derived.thumbnail) : null,
    ready ? files.url(derived.preview) : null,
  ]);
  return {
    _id: version.id,
    fileId: version.itemId,
    number: version.number,
    label: version.label,
    name: version.name,
    ext: version.ext,
    size: version.size,
    url,
    thumbnail,
    preview,
    status,
    current,
    uploadedBy:
      version.createdBy && row.firstName !== null
        ? {
            _id: version.createdBy,
            name: displayName({ firstName: row.firstName, lastName: row.lastName }),
          }
        : null,
    createdAt: version.createdAt.toISOString(),
  };
}

/**
 * The provider's profile picture, copied into storage for a new account as if the person had
 * uploaded it. Best effort: a picture that is missing, slow, too large or not an image leaves the
 * account without one, never without its sign-in.
 */
import { Readable } from 'node:stream';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { updateUser } from '../accounts/service.ts';
import { uploadPicture } from '../profile/service.ts';
import { PROVIDER_TIMEOUT_MS } from './provider.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** https only, or plain http to this machine (a local provider in tests), as for the issuer. */
const fetchable = (url: URL) =>
  url.protocol === 'https:' ||
  (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));

export async function importPicture(ctx: AppContext, user: UserRow, pictureUrl: string) {
  try {
    const url = new URL(pictureUrl);
    if (!fetchable(url)) return;
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    const extension = EXTENSIONS[type];
    if (!response.ok || !extension) return;
    const bytes = await readAtMost(response, MAX_PICTURE_BYTES);
    if (!bytes) return;
    const image = await uploadPicture(ctx, user, {
      fileName: `picture.${extension}`,
      body: Readable.from(bytes),
    });
    await updateUser(ctx.db, user.id, { profilePicture: image.path });
  } catch {
    // Best effort (see above): the account simply starts without a picture.
  }
}

/** The whole body, or null past `max` bytes. */
async function readAtMost(response: Response, max: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

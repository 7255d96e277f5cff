/**
 * Files uploaded into a team's storage before anything holds them (a message's attachments, a
 * designmate mood board): streamed in by the one upload pipeline, each checked by the caller,
 * counted against the team's storage before and after reading, and registered with the rows that
 * will hold them in one transaction — or, if anything fails, every stored file removed again.
 */
import type { Multipart } from '@fastify/multipart';
import { hasDerivatives, messages } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../context.ts';
import { fieldError } from '../http/errors.ts';
import { transaction } from '../transaction.ts';
import { registerMedia, type MediaOwner } from './media.ts';
import { FileReceiver, uploadPartsError, type ReceivedFile } from './receive-files.ts';

export interface TeamUpload<T> {
  /** Under which folder of the storage the files go. */
  folder: string;
  parts: AsyncIterableIterator<Multipart>;
  owner: MediaOwner;
  /** The most files, and what to say past it. */
  max: number;
  tooMany: string;
  /** Refuses bytes past the team's storage (the plan's policy), first announced, then counted. */
  authorizeBytes: (executor: Executor, bytes: number) => Promise<void>;
  /** Refuses files the caller does not take (throws a field error). */
  check?: (files: readonly ReceivedFile[]) => void;
  /** The rows that hold the files, in the same transaction. */
  save?: (tx: Executor, files: readonly ReceivedFile[]) => Promise<T>;
}

export async function receiveTeamUploads<T>(
  ctx: AppContext,
  upload: TeamUpload<T>,
): Promise<{ files: ReceivedFile[]; saved: T | undefined }> {
  const receiver = new FileReceiver(ctx.storage, upload.folder);
  try {
    for await (const part of upload.parts) if (part.type === 'file') await receiver.receive(part);
    const files = receiver.files;
    if (files.length === 0) throw fieldError('files', messages.fileRequired);
    if (files.length > upload.max) throw fieldError('files', upload.tooMany);
    upload.check?.(files);
    const saved = await transaction(ctx, async (tx) => {
      await upload.authorizeBytes(
        tx,
        files.reduce((sum, file) => sum + file.size, 0),
      );
      for (const file of files) {
        await registerMedia(
          tx,
          { path: file.path, contentType: file.contentType, bytes: file.size },
          upload.owner,
          { derivatives: hasDerivatives(file.ext) },
        );
      }
      return upload.save?.(tx, files);
    });
    return { files, saved };
  } catch (err) {
    await receiver.discard();
    throw uploadPartsError(err);
  }
}

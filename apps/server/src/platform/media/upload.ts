/**
 * Receives one uploaded image: the extension must be allowed, the magic bytes must agree with it,
 * and the bytes stream straight into storage (written to a temporary file and renamed, so a
 * failed upload leaves nothing behind).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeStream } from 'file-type/node';
import { fileExtension, messages } from '@atelier/domain';
import type { IMAGE_UPLOAD_EXTENSIONS } from '@atelier/domain';
import { AppError, badRequest, fieldError } from '../http/errors.ts';
import type { Storage } from '../storage/storage.ts';

const IMAGE_MIME: Record<(typeof IMAGE_UPLOAD_EXTENSIONS)[number], string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface ReceivedImage {
  path: string;
  contentType: string;
  bytes: number;
}

/** A multipart body that ended early or is not multipart at all (the parser's errors carry no
 * HTTP status; the ones that do, such as a body over the size limit, keep theirs). */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err && typeof err === 'object' && 'statusCode' in err) return err;
  return fieldError('file', messages.uploadBroken);
}

/** The request's one file (`file` field or any other name), or 400 'Please select a file.'. */
export async function requireUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<MultipartFile> {
  if (!request.isMultipart()) throw fieldError('file', messages.fileRequired);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (err) {
    throw uploadError(err);
  }
  if (!file) throw fieldError('file', messages.fileRequired);
  // A small body is parsed whole before we read it: a cut-off one is already destroyed, and
  // would never emit another event.
  if (file.file.destroyed) throw fieldError('file', messages.uploadBroken);
  return file;
}

/**
 * Streams the image into `folder` under a fresh name. 400 'Please upload a JPG, PNG or WebP
 * image.' for another extension, 'The file content does not match its extension.' when the
 * bytes say otherwise, 'Images must be at most 10 MB.' when the multipart limit cut it short
 * (`body.truncated`, set by @fastify/multipart).
 */
export async function receiveImage(
  storage: Storage,
  folder: string,
  fileName: string,
  body: Readable & { truncated?: boolean },
): Promise<ReceivedImage> {
  // The body may break off mid-file: that is the sender's failure (400), not storage's.
  let bodyFailed = false;
  body.once('error', () => {
    bodyFailed = true;
  });
  try {
    return await storeImage(storage, folder, fileName, body);
  } catch (err) {
    throw bodyFailed ? uploadError(err) : err;
  }
}

async function storeImage(
  storage: Storage,
  folder: string,
  fileName: string,
  body: Readable & { truncated?: boolean },
): Promise<ReceivedImage> {
  const ext = fileExtension(fileName).toLowerCase();
  const contentType = IMAGE_MIME[ext as keyof typeof IMAGE_MIME];
  if (!contentType) {
    body.resume();
    throw fieldError('file', messages.imageType);
  }
  const sniffed = await fileTypeStream(body);
  if (sniffed.fileType?.mime !== contentType) {
    sniffed.destroy();
    body.resume();
    throw fieldError('file', messages.fileContentMismatch);
  }
  const path = `${folder}${randomUUID()}.${ext}`;
  const bytes = await storage.save(path, sniffed, { contentType });
  if (body.truncated) {
    await storage.remove(path);
    throw badRequest(messages.imageTooLarge, [{ field: 'file', message: messages.imageTooLarge }]);
  }
  return { path, contentType, bytes };
}

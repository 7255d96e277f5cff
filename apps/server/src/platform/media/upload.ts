/**
 * Receives one uploaded image: the extension must be allowed, the magic bytes must agree with it,
 * and the bytes stream straight into storage, which shows a file only once it arrived whole (so a
 * failed upload leaves nothing behind).
 */
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import type { Readable, TransformCallback } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeStream } from 'file-type/node';
import {
  fileExtension,
  IMAGE_UPLOAD_EXTENSIONS,
  messages,
  PROFILE_PICTURE_EXTENSIONS,
} from '@atelier/domain';
import { AppError, badRequest, fieldError } from '../http/errors.ts';
import type { Storage } from '../storage/storage.ts';
import { withoutLocation } from './strip-gps.ts';

const IMAGE_MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** What one kind of image upload accepts, and the texts that refuse the rest. */
export interface ImageRules {
  extensions: readonly string[];
  typeMessage: string;
  tooLargeMessage: string;
}

/** Fabric swatches and company logos (later product images). */
export const MEDIA_IMAGE: ImageRules = {
  extensions: IMAGE_UPLOAD_EXTENSIONS,
  typeMessage: messages.imageType,
  tooLargeMessage: messages.imageTooLarge,
};

/** Profile pictures take GIF as well, and say "profile picture" when they refuse. */
export const PROFILE_PICTURE: ImageRules = {
  extensions: PROFILE_PICTURE_EXTENSIONS,
  typeMessage: messages.profilePictureType,
  tooLargeMessage: messages.profilePictureTooLarge,
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
 * Streams the image into `folder` under a fresh name. 400 with the rules' type text (e.g. 'Please
 * upload a JPG, PNG or WebP image.') for another extension, 'The file content does not match its
 * extension.' when the bytes say otherwise, the rules' size text (e.g. 'Images must be at most
 * 10 MB.') when the multipart limit cut it short (`body.truncated`, set by @fastify/multipart).
 */
export async function receiveImage(
  storage: Storage,
  folder: string,
  fileName: string,
  body: Readable & { truncated?: boolean },
  rules: ImageRules = MEDIA_IMAGE,
): Promise<ReceivedImage> {
  // The body may break off mid-file: that is the sender's failure (400), not storage's.
  let bodyFailed = false;
  body.once('error', () => {
    bodyFailed = true;
  });
  try {
    return await storeImage(storage, folder, fileName, body, rules);
  } catch (err) {
    throw bodyFailed ? uploadError(err) : err;
  }
}

async function storeImage(
  storage: Storage,
  folder: string,
  fileName: string,
  body: Readable & { truncated?: boolean },
  rules: ImageRules,
): Promise<ReceivedImage> {
  const ext = fileExtension(fileName).toLowerCase();
  const contentType = rules.extensions.includes(ext) ? IMAGE_MIME[ext] : undefined;
  if (!contentType) {
    body.resume();
    throw fieldError('file', rules.typeMessage);
  }
  const sniffed = await fileTypeStream(body);
  if (sniffed.fileType?.mime !== contentType) {
    sniffed.destroy();
    body.resume();
    throw fieldError('file', messages.fileContentMismatch);
  }
  const path = `${folder}${randomUUID()}.${ext}`;
  const bytes = await storage.save(path, withoutLocation(ext, sniffed), { contentType });
  if (body.truncated) {
    await storage.remove(path);
    throw badRequest(rules.tooLargeMessage, [{ field: 'file', message: rules.tooLargeMessage }]);
  }
  return { path, contentType, bytes };
}

/** Passes the first `max` bytes on; past that it drops the rest and says `truncated`. */
class ByteLimit extends Transform {
  truncated = false;
  private seen = 0;

  constructor(private readonly max: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.truncated) return done();
    this.seen += chunk.length;
    if (this.seen <= this.max) return done(null, chunk);
    this.truncated = true;
    done(null, chunk.subarray(0, chunk.length - (this.seen - this.max)));
  }
}

/**
 * `body` limited to `max` bytes, marked `truncated` past them as @fastify/multipart marks its own
 * limit: for one upload whose kind allows less than the request's limit (a profile picture).
 */
export function limitBytes(body: Readable, max: number): Readable & { truncated?: boolean } {
  const limit = new ByteLimit(max);
  body.once('error', (err) => limit.destroy(err));
  return body.pipe(limit);
}

/**
 * Receives the files of one multipart upload (SPEC §5, DESIGN §5), streaming each straight into
 * storage under a generated key: at most 2 GB in all (refused from Content-Length before anything
 * is read, and again while streaming), at most MAX_FILES_PER_UPLOAD files, no two of one name, an
 * allowed extension whose magic bytes agree. If anything fails, every file this request stored is
 * removed again, so an upload is kept whole or not at all.
 */
import { randomUUID } from 'node:crypto';
import { finished, Transform } from 'node:stream';
import type { Readable, TransformCallback } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeStream } from 'file-type/node';
import {
  ALLOWED_EXTENSIONS,
  fileExtension,
  MAX_FILES_PER_UPLOAD,
  messages,
  UPLOAD_LIMIT_BYTES,
} from '@atelier/domain';
import type { AllowedExtension } from '@atelier/domain';
import { AppError, fieldError } from '../http/errors.ts';
import type { ContentDigest } from '../http/idempotency.ts';
import type { Storage } from '../storage/storage.ts';
import { countReceived } from './free-read-buffers.ts';
import { contentMatches, contentTypeOf } from './sniff.ts';
import { withoutLocation } from './strip-gps.ts';

const HEAD_BYTES = 4100;

export interface ReceivedFile {
  name: string;
  path: string;
  ext: string;
  size: number;
  contentType: string;
}

const tooLarge = () => new AppError(413, messages.uploadTooLarge);

/**
 * Refuses before reading a body that announces more than the limit, and closes the connection
 * rather than read the rest of it. The limit is what one request sends (SPEC: 'You can't send more
 * than 2 GB at a time.'): its multipart framing counts too, so no body over it is read in vain.
 */
export function refuseOversizedUpload(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length']);
  if (declared > UPLOAD_LIMIT_BYTES) {
    reply.header('connection', 'close');
    throw tooLarge();
  }
}

/** The multipart parts of an upload, with the per-request limits of SPEC §5. */
export function uploadParts(request: FastifyRequest): AsyncIterableIterator<Multipart> {
  return request.parts({
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 20 },
  });
}

/** The parser's own errors in SPEC words: too many files, a body cut short. */
export function uploadPartsError(err: unknown, field = 'files'): unknown {
  if (err instanceof AppError) return err;
  const code = err && typeof err === 'object' && 'code' in err ? err.code : undefined;
  if (code === 'FST_FILES_LIMIT') return fieldError(field, messages.tooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (err && typeof err === 'object' && 'statusCode' in err) return err;
  return fieldError(field, messages.uploadBroken);
}

/** A file name as stored in metadata: the last path segment, without control characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop()!;
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(0, 255);
}

/** Counts the bytes of the whole request's files and keeps the head of this one for sniffing. */
class Meter extends Transform {
  head = Buffer.alloc(0);

  constructor(
    private readonly counted: { bytes: number },
    private readonly sum?: { update: (chunk: Buffer) => void },
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.sum?.update(chunk);
    this.counted.bytes += chunk.length;
    countReceived(chunk.length);
    if (this.counted.bytes > UPLOAD_LIMIT_BYTES) return done(tooLarge());
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk]);
    done(null, chunk);
  }
}

export class FileReceiver {
  readonly files: ReceivedFile[] = [];
  private readonly names = new Set<string>();
  private readonly counted = { bytes: 0 };

  /** `digest`, when given, hashes each kept file's name and bytes as they stream (idempotency.ts). */
  constructor(
    private readonly storage: Storage,
    private readonly folder: string,
    private readonly digest?: ContentDigest,
  ) {}

  /** Stores one file part, or throws the rule it breaks (the caller then calls `discard`). */
  async receive(part: MultipartFile): Promise<void> {
    const name = cleanFileName(part.filename ?? '');
    const body = part.file as Readable & { truncated?: boolean };
    if (!name) {
      body.resume();
      return;
    }
    if (this.names.has(name.toLowerCase())) {
      body.resume();
      throw fieldError('files', messages.duplicateFileName);
    }
    this.names.add(name.toLowerCase());
    const ext = fileExtension(name).toLowerCase();
    if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(ext)) {
      body.resume();
      throw fieldError('files', messages.fileTypeNotAllowed);
    }
    const allowed = ext as AllowedExtension;
    const sum = this.digest?.file(name);
    const meter = new Meter(this.counted, sum);
    // A body that breaks off (or already has, when a small one was parsed whole) never ends:
    // the file must fail then, not wait for bytes that will not come.
    finished(body, (err) => {
      if (err) meter.destroy(fieldError('files', messages.uploadBroken));
    });
    body.pipe(meter);
    const sniffed = await fileTypeStream(meter);
    if (!contentMatches(allowed, sniffed.fileType?.ext, meter.head)) {
      sniffed.destroy();
      body.unpipe(meter);
      body.resume();
      throw fieldError('files', messages.fileContentMismatch);
    }
    const path = `${this.folder}${randomUUID()}.${ext}`;
    const contentType = contentTypeOf(allowed, sniffed.fileType?.mime);
    const size = await this.storage.save(path, withoutLocation(ext, sniffed), { contentType });
    this.files.push({ name, path, ext, size, contentType });
    if (body.truncated) throw tooLarge();
    sum?.end();
  }

  /** Removes everything this request stored. */
  async discard() {
    await Promise.allSettled(this.files.map((file) => this.storage.remove(file.path)));
  }
}

/**
 * Reads the file parts of a body into `digest` as FileReceiver hashes them, keeping nothing: a
 * replayed upload's content, compared with the first's without storing it again.
 */
export async function digestFiles(
  digest: ContentDigest,
  first: MultipartFile,
  rest: AsyncIterableIterator<Multipart>,
) {
  const files = async function* () {
    yield first;
    for await (const part of rest) if (part.type === 'file') yield part;
  };
  for await (const part of files()) {
    const name = cleanFileName(part.filename ?? '');
    if (!name) {
      part.file.resume();
      continue;
    }
    const sum = digest.file(name);
    for await (const chunk of part.file) sum.update(chunk as Buffer);
    sum.end();
  }
}

/**
 * A file answered as a download: its type, its size when known, and its name twice — a plain
 * ASCII fallback (`fallback`) for old clients and the real name, in any script, as RFC 6266's
 * `filename*`. One place for every export (spec sheets, timelines, tech packs).
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface Attachment {
  body: Readable | Buffer | string;
  contentType: string;
  /** The name the file is saved under, in any script. */
  fileName: string;
  /** An ASCII name for clients that do not read `filename*` ('spec.xlsx'). */
  fallback: string;
  bytes?: number;
}

export function sendAttachment(res: FastifyReply, file: Attachment) {
  res
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.fallback}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
  if (file.bytes !== undefined) res.header('content-length', file.bytes);
  return res.send(file.body);
}

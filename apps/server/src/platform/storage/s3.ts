/**
 * Files in an S3-compatible bucket (DESIGN §2 `S3_*`). Uploads stream through multipart upload
 * (a few 5 MB parts in memory at most, never the whole file), and an object exists only once its
 * upload completed: a failed one is aborted and leaves no object. Clients fetch files through
 * short-lived signed URLs, since the bucket is not public.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config.ts';
import { checkKey } from './storage.ts';
import type { Storage } from './storage.ts';

/** How long a signed URL works. */
const URL_LIFETIME_SECONDS = 15 * 60;
/**
 * URLs are signed as of the start of the current window, so a file keeps the same URL for that
 * long and browsers can cache it; a URL handed out still works for at least 10 minutes.
 */
const SIGNING_WINDOW_MS = 5 * 60 * 1000;

/** The body as Buffers, counting them and keeping the body's own error if it breaks off. */
function reader(body: Readable) {
  const state: { bytes: number; failure?: unknown } = { bytes: 0 };
  async function* chunks() {
    try {
      for await (const chunk of body) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        state.bytes += bytes.length;
        yield bytes;
      }
    } catch (err) {
      state.failure = err;
      throw err;
    }
  }
  return { stream: Readable.from(chunks()), state };
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;

export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // S3-compatible services (MinIO, s3rver, …) address buckets by path, not by host name.
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;

  return {
    localRoot: undefined,
    async save(key, body, options = {}) {
      const { stream, state } = reader(body);
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: checkKey(key),
          Body: stream,
          ContentType: options.contentType ?? 'application/octet-stream',
        },
      });
      try {
        await upload.done();
      } catch (err) {
        // A broken body is the sender's failure; the abort that follows it may fail as well.
        throw state.failure ?? err;
      }
      return state.bytes;
    },
    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
      if (!(Body instanceof Readable)) throw new Error(`storage: no stream for ${key}`);
      return Body;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async url(key) {
      const now = Date.now();
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checkKey(key) }), {
        expiresIn: URL_LIFETIME_SECONDS,
        signingDate: new Date(now - (now % SIGNING_WINDOW_MS)),
      });
    },
    // An upload cut short leaves no object; its unfinished multipart parts go by the bucket's
    // AbortIncompleteMultipartUpload rule (docs/operations.md).
    async sweepTemporary() {
      return 0;
    },
  };
}

/**
 * Sample rounds (issue 36): a product's file gets new versions — proto 1, proto 2, SMS, PP
 * sample… — each named by its uploader; older ones stay, with the comments and pins made on them.
 * The file keeps its place, name and id; the newest version is what every page shows of it.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';

/** How long a version's name may be. */
export const VERSION_LABEL_MAX = 60;

/** The name a version gets when its uploader gives none. */
export const defaultVersionLabel = (number: number) => `Version ${number}`;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

export const ZVersionLabel = z
  .string()
  .trim()
  .max(VERSION_LABEL_MAX, { message: messages.versionLabelTooLong })
  // A NUL, which PostgreSQL text cannot hold, reached the database and read as a broken upload.
  .refine((label) => !CONTROL.test(label), messages.versionLabelUnreadable);

export const ZFileVersion = z.object({
  _id: z.string(),
  fileId: z.string(),
  /** 1 for the file as first uploaded, then 2, 3… */
  number: z.number(),
  label: z.string(),
  /** The name the version was uploaded under. */
  name: z.string(),
  ext: z.string(),
  size: z.number(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  preview: z.string().nullable(),
  status: z.enum(['pending', 'ready', 'failed']),
  /** The newest: what the product's pages show. */
  current: z.boolean(),
  uploadedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type FileVersion = z.infer<typeof ZFileVersion>;

export const ZFileVersionParams = z.object({ id: zRecordId(), fileId: zRecordId() });

/**
 * `POST auth/fileUpload` (SPEC §7), from its contract, multipart. With a `productId` field (and
 * optionally `folderId`) before the files, one or more `files` go into that product's tree and the
 * answer is their items; without it, the one file is a profile picture, answered as before
 * (`{ path, url, fileName }`). Fields are read first, so the right to the product is checked
 * before any file content is read.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { messages, PROFILE_PICTURE_MAX_BYTES, uploadEndpoints as uploadApi } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import {
  refuseOversizedUpload,
  uploadParts,
  uploadPartsError,
} from '../../platform/media/receive-files.ts';
import { limitBytes } from '../../platform/media/upload.ts';
import { uploadFiles } from '../products/files-service.ts';
import { uploadPicture } from '../profile/service.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';

const zTarget = z.object({ productId: z.uuid(), folderId: z.uuid().nullable().default(null) });

/** Registered under /api/v1/auth, where SPEC §7 puts the path. */
export const uploadRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);
  route(app, uploadApi.upload, {
    handler: async (request, res) => {
      const user = userOf(request);
      refuseOversizedUpload(request, res);
      if (!request.isMultipart()) throw fieldError('file', messages.fileRequired);
      const parts = uploadParts(request);
      const fields: Record<string, string> = {};
      let first: MultipartFile | undefined;
      try {
        for (let next = await parts.next(); !next.done; next = await parts.next()) {
          if (next.value.type === 'file') {
            first = next.value;
            break;
          }
          fields[next.value.fieldname] = String(next.value.value);
        }
      } catch (err) {
        throw uploadPartsError(err, 'file');
      }
      if (!first) throw fieldError('file', messages.fileRequired);
      // A small body is parsed whole before we read it: a cut-off one is already destroyed.
      if (first.file.destroyed) throw fieldError('file', messages.uploadBroken);

      if (fields.productId !== undefined) {
        const target = zTarget.safeParse(fields);
        if (!target.success) throw notFound();
        const announcedBytes = Number(request.headers['content-length']) || 0;
        const items = await uploadFiles(
          ctx,
          user,
          { ...target.data, announcedBytes },
          first,
          parts,
        );
        return reply(res, items, messages.filesUploaded);
      }
      const picture = await uploadPicture(ctx, user, {
        fileName: first.filename,
        body: limitBytes(first.file, PROFILE_PICTURE_MAX_BYTES),
      });
      // A product upload whose productId came too late must not pass for a profile picture (the
      // picture stays unattached, and the orphaned-uploads sweep removes it).
      for await (const part of parts) {
        if (part.type === 'file') part.file.resume();
        else if (part.fieldname === 'productId')
          throw fieldError('productId', messages.productIdFirst);
      }
      return reply(res, picture, messages.fileUploaded);
    },
  });
};

/**
 * `POST support` (issue 14): the Help & Support form. Multipart with the fields `subject` and
 * `message` first and then at most one `screenshot` image, so the text is checked before any
 * file content is read (a JSON body of the two fields works too). Rate limited per user.
 * `POST support/sales` (issue 15): 'Contact sales' for the Teams plan, open to visitors.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  messages,
  SUPPORT_SCREENSHOT_FIELD,
  supportEndpoints as supportApi,
  ZSupportSchema,
} from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { badRequest, fieldError } from '../../platform/http/errors.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
import { uploadPartsError } from '../../platform/media/receive-files.ts';
import { sendSalesEnquiry } from './sales.ts';
import { openTicket } from './service.ts';
import type { Screenshot } from './service.ts';

/** Room for the two fields and the multipart boundaries around the largest screenshot. */
const MAX_REQUEST_BYTES = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

interface SupportForm {
  fields: Record<string, unknown>;
  file: MultipartFile | undefined;
  parts: AsyncIterableIterator<Multipart> | undefined;
}

/** The fields up to the first file (the fields of a JSON body). */
async function readForm(request: FastifyRequest, res: FastifyReply): Promise<SupportForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    return { fields, file: undefined, parts: undefined };
  }
  if (Number(request.headers['content-length']) > MAX_REQUEST_BYTES) {
    res.header('connection', 'close');
    throw fieldError(SUPPORT_SCREENSHOT_FIELD, messages.imageTooLarge);
  }
  const parts = request.parts({
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5 },
  });
  const fields: Record<string, string> = {};
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      if (next.value.type === 'file') return { fields, file: next.value, parts };
      fields[next.value.fieldname] = String(next.value.value);
    }
  } catch (err) {
    throw supportPartsError(err);
  }
  return { fields, file: undefined, parts };
}

function supportPartsError(err: unknown) {
  const code = err && typeof err === 'object' && 'code' in err ? err.code : undefined;
  if (code === 'FST_FILES_LIMIT')
    return fieldError(SUPPORT_SCREENSHOT_FIELD, messages.supportOneScreenshot);
  return uploadPartsError(err, SUPPORT_SCREENSHOT_FIELD);
}

/** What follows the screenshot: nothing but the end (a field after it would be read too late). */
async function finishParts(parts: AsyncIterableIterator<Multipart>) {
  try {
    for await (const part of parts) {
      if (part.type === 'file') part.file.resume();
      else throw fieldError(part.fieldname, messages.supportFieldsFirst);
    }
  } catch (err) {
    throw supportPartsError(err);
  }
}

export const supportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);
  route(app, supportApi.send, {
    config: limits.support,
    consumes: ['multipart/form-data', 'application/json'],
    handler: async (request, res) => {
      const user = userOf(request);
      const { fields, file, parts } = await readForm(request, res);
      const input = ZSupportSchema.safeParse(fields);
      if (!input.success) {
        file?.file.resume();
        const fieldErrors = input.error.issues.map((issue) => ({
          field: issue.path.join('.') || 'subject',
          message: issue.message,
        }));
        throw badRequest(fieldErrors[0]!.message, fieldErrors);
      }
      let screenshot: Screenshot | null = null;
      if (file && parts) {
        // A small body is parsed whole before we read it: a cut-off one is already destroyed.
        if (file.file.destroyed) throw fieldError(SUPPORT_SCREENSHOT_FIELD, messages.uploadBroken);
        screenshot = {
          fileName: file.filename,
          body: file.file,
          finish: () => finishParts(parts),
        };
      }
      const ticket = await openTicket(ctx, user, input.data, screenshot);
      return reply(res, ticket, messages.supportSent, 201);
    },
  });

  answer(app, supportApi.sales, messages.salesSent, { config: limits.salesEnquiry }, (request) =>
    sendSalesEnquiry(ctx, request.body),
  );
};

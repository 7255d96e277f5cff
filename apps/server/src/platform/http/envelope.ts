/** The response envelope of DESIGN §3, as a zod schema (for OpenAPI) and as a reply helper. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { keyOfMessage } from '@atelier/domain';

export const zPagination = z.object({ page: z.number(), limit: z.number(), total: z.number() });

/** The values a server text was made from, named as the server-texts catalogue's placeholders. */
const zMessageValues = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Beside a text of `messages` (issue 47 §4): its key in the server-texts catalogue, and for a
 * template the values it was made from, so a client writes it in its reader's language. Absent for
 * any other text; the English text is unchanged either way.
 */
const messageKeyFields = {
  messageKey: z.string().optional(),
  messageValues: zMessageValues.optional(),
};

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    responseCode: z.number(),
    responseMessage: z.string(),
    ...messageKeyFields,
    data,
  });
}

export const zFieldErrors = z.object({
  errors: z.array(
    z.object({
      field: z.string(),
      message: z.string(),
      key: z.string().optional(),
      values: zMessageValues.optional(),
    }),
  ),
});

/** `messageKey` / `messageValues` of a response's text (none for a text not in `messages`). */
export function messageKeyOf(message: string) {
  const keyed = keyOfMessage(message);
  if (!keyed) return {};
  return keyed.values
    ? { messageKey: keyed.key, messageValues: keyed.values }
    : { messageKey: keyed.key };
}

/** `key` / `values` of a text sent inside `data` (a row's problem), as a field error has them. */
export function textKeyOf(message: string) {
  const keyed = keyOfMessage(message);
  if (!keyed) return {};
  return keyed.values ? { key: keyed.key, values: keyed.values } : { key: keyed.key };
}

/** A paginated list: the envelope plus `pagination` (DESIGN §3). */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return envelope(z.array(item)).extend({ pagination: zPagination });
}

/** Error envelope: data is null or carries details such as field errors; `code` is stable. */
export const errorEnvelope = envelope(z.unknown()).extend({ code: z.string() });

/** For the OpenAPI document: the route takes the bearer token (DESIGN §3). */
export const bearerSecurity = [{ bearer: [] }];

/** The envelope of DESIGN §3 around an answer's data. */
export const envelopeOf = <T>(data: T, message: string, status = 200) => ({
  responseCode: status,
  responseMessage: message,
  ...messageKeyOf(message),
  data,
});

export function reply<T>(res: FastifyReply, data: T, message: string, status = 200) {
  return res.code(status).send(envelopeOf(data, message, status));
}

export function replyPage<T>(
  res: FastifyReply,
  page: { data: T[]; pagination: z.infer<typeof zPagination> },
  message: string,
) {
  return res.code(200).send({
    responseCode: 200,
    responseMessage: message,
    ...messageKeyOf(message),
    data: page.data,
    pagination: page.pagination,
  });
}

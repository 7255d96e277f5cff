/** The response envelope of DESIGN §3, as a zod schema (for OpenAPI) and as a reply helper. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const zPagination = z.object({ page: z.number(), limit: z.number(), total: z.number() });

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ responseCode: z.number(), responseMessage: z.string(), data });
}

export const zFieldErrors = z.object({
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

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
    data: page.data,
    pagination: page.pagination,
  });
}

/**
 * Turns anything thrown while answering a request into the error envelope `{ code, message }` of
 * spec §8: the catalogue's code and Japanese message, and the matching HTTP status.
 */
import { API_ERRORS, type ApiErrorName, errorEnvelopeSchema } from '@hanabi/contract';
import { isDatabaseUnavailable } from '@hanabi/db';
import { z } from 'zod';
import { ApiError, type ErrorDetail } from './api-error.ts';

/** The error envelope, with the optional list of invalid fields a validation failure carries. */
export const apiErrorSchema = errorEnvelopeSchema.extend({
  details: z
    .array(z.object({ field: z.string(), reason: z.string() }))
    .optional()
    .describe('validation failures only: which inputs were refused'),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

/** Catalogue entry answering each HTTP status Fastify or a plugin may raise. 403 is "forbidden", never 4003. */
const KIND_BY_STATUS: ReadonlyMap<number, ApiErrorName> = new Map([
  [400, 'badRequest'],
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [404, 'notFound'],
  [409, 'conflict'],
  [413, 'payloadTooLarge'],
  [414, 'uriTooLong'],
  [415, 'unsupportedMediaType'],
  [422, 'unprocessable'],
  [429, 'tooManyRequests'],
  [503, 'unavailable'],
]);

export function answerFor(
  kind: ApiErrorName,
  details?: ErrorDetail[],
  message: string = API_ERRORS[kind].message,
): ErrorAnswer {
  const { code, status } = API_ERRORS[kind];
  return { status, body: details && details.length > 0 ? { code, message, details } : { code, message } };
}

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ApiError) return answerFor(error.kind, error.details, error.viewerMessage);
  const validation = validationDetails(error);
  if (validation) return answerFor('badRequest', validation);
  // The database unreachable, overloaded or past a timeout: spec §8's "access is congested" (decision 0031).
  if (isDatabaseUnavailable(error)) return answerFor('unavailable');

  const status = statusOf(error);
  if (status === undefined || status >= 500) return answerFor(status === 503 ? 'unavailable' : 'internal');
  return clientErrorAnswer(status);
}

/**
 * The answer for a 4xx status: its catalogue entry, or for a status without one (408, 416, 431…) the code
 * the catalogue's rule gives it (decision 0005: 4000 + (status − 400), so 408 → 4008 and 416 → 4016) with
 * the generic bad-request message.
 */
export function clientErrorAnswer(status: number): ErrorAnswer {
  const kind = KIND_BY_STATUS.get(status);
  if (kind) return answerFor(kind);
  return { status, body: { code: 4000 + (status - 400), message: API_ERRORS.badRequest.message } };
}

/** True for answers that mean something went wrong on our side, to be logged with the stack. */
export function isServerFault(answer: ErrorAnswer): boolean {
  return answer.status >= 500;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode ?? (error as { status?: unknown }).status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined;
}

/** Fastify's schema validation failures (from the zod validator compiler) as `{ field, reason }`. */
function validationDetails(error: unknown): ErrorDetail[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { validation, validationContext } = error as { validation?: unknown; validationContext?: unknown };
  if (!Array.isArray(validation)) return undefined;
  const context = typeof validationContext === 'string' ? validationContext : 'request';
  return validation.map((issue: { instancePath?: unknown; keyword?: unknown }) => {
    const path = typeof issue.instancePath === 'string' ? issue.instancePath.split('/').filter(Boolean) : [];
    return {
      field: [context, ...path].join('.'),
      reason: typeof issue.keyword === 'string' ? issue.keyword : 'invalid',
    };
  });
}

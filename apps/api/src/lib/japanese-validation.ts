/**
 * Refused input of the operator API, answered with the Japanese messages the contract's schemas carry
 * (`error: '…'` on each field), so the console shows the API's own words beside each field. Set with
 * `setSchemaErrorFormatter` on a module: the ApiError returned here is what the error handler answers.
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { ApiError } from './api-error.ts';

/** Messages the contract wrote in Japanese; zod's own (English) ones fall back to the generic message. */
const JAPANESE = /[\u3000-\u30ff\u4e00-\u9fff]/;

export function japaneseValidationError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const details = errors.map((error) => ({
    field: [dataVar, ...error.instancePath.split('/').filter(Boolean)].join('.'),
    reason: error.keyword,
  }));
  const messages = [...new Set(errors.map((error) => error.message ?? '').filter((message) => JAPANESE.test(message)))];
  const error = new ApiError('badRequest', { details, ...(messages.length > 0 ? { message: messages.join('') } : {}) });
  // Fastify writes statusCode on the error it is given; ApiError only derives it, so give it a field to write.
  Object.defineProperty(error, 'statusCode', { value: 400, writable: true });
  return error;
}

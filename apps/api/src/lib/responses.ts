/** Response schemas shared by routes, so every answer a route can give appears in the OpenAPI document. */
import { API_ERRORS, type ApiErrorName, SUCCESS_CODE } from '@hanabi/contract';
import type { FastifyReply } from 'fastify';
import { apiErrorSchema } from './error-answer.ts';

/** `{ 400: envelope, 404: envelope, … }` for the given catalogue entries, plus 500 which any route may answer. */
export function errorResponses(...kinds: ApiErrorName[]) {
  const entries = [...kinds, 'internal' as const].map((kind) => {
    const { status, code, message } = API_ERRORS[kind];
    return [status, apiErrorSchema.describe(`${code}: ${message}`)] as const;
  });
  return Object.fromEntries(entries) as Record<number, typeof apiErrorSchema>;
}

/** Answers that depend on who is asking must never be stored by a browser or shared cache. */
export function privateNoStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'private, no-store');
}

/** The success envelope `{ code: 2000, contents }`. */
export function ok<T>(contents: T): { code: typeof SUCCESS_CODE; contents: T } {
  return { code: SUCCESS_CODE, contents };
}

/**
 * Refuses, for every page and form of the service, input holding text no part of the product can take — a
 * NUL character or half of a surrogate pair, in the query, the form or the path — before any route reads it
 * (a NUL in an e-mail address reached the database and failed with 500). The error pages answer 400 with a
 * way back to the form. Decision 0032.
 */
import { findUnsafeText } from '@hanabi/contract';
import type { FastifyInstance } from 'fastify';

export class UnsafeTextError extends Error {
  override readonly name = 'UnsafeTextError';
  readonly statusCode = 400;
}

export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnsafeText(part);
      if (path !== undefined) throw new UnsafeTextError(`unsafe text in ${path.join('.') || 'the input'}`);
    }
  });
}

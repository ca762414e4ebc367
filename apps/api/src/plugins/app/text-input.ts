/**
 * Refuses, for every route, input holding text no part of the product can take — a NUL character or half
 * of a surrogate pair, in the path parameters, the query or a JSON body — with 400 before validation, so
 * that no route passes one to the database (where a NUL failed with 500). Decision 0032.
 */
import { findUnsafeText } from '@hanabi/contract';
import { ApiError } from '../../lib/api-error.ts';
import { appPlugin } from '../../lib/plugin.ts';

export const textInputPlugin = appPlugin(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const parts = { params: request.params, querystring: request.query, body: request.body };
      for (const [part, value] of Object.entries(parts)) {
        const path = findUnsafeText(value);
        if (path !== undefined) {
          throw new ApiError('badRequest', {
            details: [{ field: [part, ...path].join('.'), reason: 'invalid_characters' }],
          });
        }
      }
    });
  },
  { name: 'text-input', dependencies: ['error-handling'] },
);

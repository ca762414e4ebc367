/** What the OpenAPI schemas of guarded operator routes share: the cookie they need and the refusals they give. */
import { type ApiErrorName, resourceIdSchema } from '@hanabi/contract';
import { z } from 'zod';
import { errorResponses } from './responses.ts';

/** The hanabi_operator cookie (the `operatorSession` scheme of the API document). */
export const OPERATOR_SECURITY = [{ operatorSession: [] }];

/** The operator a management call changes. */
export const operatorIdParams = z.object({ id: resourceIdSchema });

/** The refusals of a guarded read: bad query, no operator (401), second factor to come (401), role (403). */
export function guardedReadErrors(...more: ApiErrorName[]) {
  return errorResponses('badRequest', 'operatorSignInRequired', 'secondFactorRequired', 'forbidden', ...more);
}

/** The refusals of a guarded write, which also needs the state-changing call headers (415). */
export function guardedWriteErrors(...more: ApiErrorName[]) {
  return guardedReadErrors('unsupportedMediaType', ...more);
}

import { SUCCESS_CODE } from '@hanabi/contract';
import { ApiError, FALLBACK_ERROR_STATUS } from '../api-error.ts';
import type { ResponseSchema } from './schema.ts';

/** The parsed body, or undefined when it is empty or not JSON (JSON itself never parses to undefined). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The error for a body that is not a success envelope: the server's code and message when it sent them. */
function errorFromBody(status: number, data: unknown): ApiError {
  const code = isRecord(data) && Number.isInteger(data.code) ? (data.code as number) : undefined;
  const message = isRecord(data) && typeof data.message === 'string' ? data.message : undefined;
  return new ApiError({ status, code, data, message });
}

/**
 * Unwraps `{ code: 2000, contents }` and validates `contents` with `schema` when one is given.
 * Anything else is an ApiError: a non-2xx keeps its status; a 2xx that is not a success envelope,
 * or whose contents fail validation, is a 500. 204/205 carry no body and resolve to `undefined`.
 */
export async function readApiResponse<T>(response: Response, schema: ResponseSchema<T> | undefined): Promise<T> {
  const body = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, body);

  let contents: unknown;
  if (response.status === 204 || response.status === 205) {
    contents = undefined;
  } else if (isRecord(body) && body.code === SUCCESS_CODE && 'contents' in body) {
    contents = body.contents;
  } else {
    throw errorFromBody(FALLBACK_ERROR_STATUS, body);
  }

  if (schema === undefined) return contents as T;
  const result = schema.safeParse(contents);
  if (result.success) return result.data;
  throw new ApiError({ status: FALLBACK_ERROR_STATUS, data: { issues: result.error.issues } });
}

/**
 * The API calls a signed-in member's browser makes, sent as the web client sends them (spec §7). Answers are
 * parsed but not validated against the contract: the benchmark shares its CPU with the API it measures.
 */
import type { EpisodePurchase, UserStatus } from '@hanabi/contract';
import { BENCH_WEB_ORIGIN } from './in-process-api.ts';

export interface Answer<Contents> {
  httpStatus: number;
  /** The envelope's contents on success. */
  contents: Contents | undefined;
}

async function answerOf<Contents>(response: Response): Promise<Answer<Contents>> {
  const body = (await response.json()) as { contents?: Contents };
  return { httpStatus: response.status, contents: response.ok ? body.contents : undefined };
}

/** GET /v1/users/statuses: the session and the member's points are read, nothing is written. */
export async function fetchStatus(apiUrl: string, token: string): Promise<Answer<UserStatus>> {
  return answerOf(await fetch(`${apiUrl}/v1/users/statuses`, { headers: { cookie: `festa_auth=${token}` } }));
}

/** POST /v1/episode/purchase with the state-changing call headers. */
export async function purchaseEpisode(
  apiUrl: string,
  token: string,
  episodeId: number,
  idempotencyKey: string,
): Promise<Answer<EpisodePurchase>> {
  const query = new URLSearchParams({ episode_id: String(episodeId), idempotency_key: idempotencyKey });
  const response = await fetch(`${apiUrl}/v1/episode/purchase?${query}`, {
    method: 'POST',
    headers: {
      origin: BENCH_WEB_ORIGIN,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      cookie: `festa_auth=${token}`,
    },
    body: '{}',
  });
  return answerOf(response);
}

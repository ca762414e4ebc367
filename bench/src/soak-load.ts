/**
 * The soak benchmark's viewers: each one a loop of what a viewer does, as the browser does it (spec §7 call
 * headers), until told to stop. Every request is recorded with its kind, start, duration and HTTP status
 * (0 when no answer came at all), and nothing more: the benchmark judges afterwards.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { cycle, SEARCH_QUERY_TYPES } from './search-queries.ts';

export type RequestKind =
  | 'health (baseline)'
  | 'home page (web)'
  | 'title page (web)'
  | 'catalogue (API)'
  | 'search (API)'
  | 'episode (API)'
  | 'licence (API)'
  | 'position (API)'
  | 'purchase (API)'
  | 'purchase again (API)';

export interface RequestRecord {
  kind: RequestKind;
  /** Milliseconds since the load started. */
  startedAt: number;
  ms: number;
  status: number;
}

export interface SoakTargets {
  apiUrl: string;
  webUrl: string;
  /** Titles a guest opens. */
  titleIds: readonly number[];
  /** Free, packaged episodes a member plays. */
  playableEpisodeIds: readonly number[];
  /** Episodes sold on their own, for the buyers. */
  episodesForSale: readonly number[];
}

export interface Member {
  id: number;
  token: string;
}

export class SoakRecorder {
  readonly records: RequestRecord[] = [];
  readonly #origin = performance.now();

  now(): number {
    return performance.now() - this.#origin;
  }

  /** Sends one request, records it, and answers the response (undefined when none came). */
  async request(kind: RequestKind, url: string, init: RequestInit = {}): Promise<Response | undefined> {
    const startedAt = this.now();
    let response: Response | undefined;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      // Read the whole answer: a viewer's browser does, and a connection cut mid-answer must count.
      await response.clone().arrayBuffer();
    } catch {
      response = undefined;
    }
    this.records.push({ kind, startedAt, ms: this.now() - startedAt, status: response?.status ?? 0 });
    return response;
  }
}

const CALL_HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

function memberHeaders(webUrl: string, token: string, trackingId: string): Record<string, string> {
  return {
    ...CALL_HEADERS,
    origin: webUrl,
    'content-type': 'application/json',
    'anime-user-tracking-id': trackingId,
    cookie: `festa_auth=${token}`,
  };
}

type Loop = (recorder: SoakRecorder, targets: SoakTargets, running: () => boolean) => Promise<void>;

/** A guest browsing: the home page and title pages (server-rendered) and the catalogue calls the pages make. */
export const guestBrowsing: Loop = async (recorder, { apiUrl, webUrl, titleIds }, running) => {
  const nextTitle = cycle(titleIds);
  for (let page = 1; running(); page = (page % 3) + 1) {
    await recorder.request('home page (web)', `${webUrl}/`);
    await recorder.request('catalogue (API)', `${apiUrl}/v1/title/displayables?page=${page}&per_page=24`, {
      headers: CALL_HEADERS,
    });
    const titleId = nextTitle();
    await recorder.request('title page (web)', `${webUrl}/titles/${titleId}`);
    await recorder.request('catalogue (API)', `${apiUrl}/v1/titles/${titleId}`, { headers: CALL_HEADERS });
    await sleep(200);
  }
};

export const guestSearching: Loop = async (recorder, { apiUrl }, running) => {
  const nextQuery = cycle(Object.values(SEARCH_QUERY_TYPES).flat());
  while (running()) {
    const query = encodeURIComponent(nextQuery());
    await recorder.request('search (API)', `${apiUrl}/v1/search?q=${query}&per_page=24`, { headers: CALL_HEADERS });
    await sleep(200);
  }
};

/** A member watching: the episode answer, its ClearKey licence, and a position report now and then. */
export function memberPlaying(member: Member): Loop {
  return async (recorder, { apiUrl, webUrl, playableEpisodeIds }, running) => {
    const nextEpisode = cycle(playableEpisodeIds);
    const headers = memberHeaders(webUrl, member.token, randomUUID());
    while (running()) {
      const episodeId = nextEpisode();
      const answer = await recorder.request('episode (API)', `${apiUrl}/v2/episodes/${episodeId}`, { headers });
      const keyId = answer?.ok
        ? ((await answer.json()) as { contents: { playback: { key_id: string } | null } }).contents.playback?.key_id
        : undefined;
      if (keyId) {
        const kid = Buffer.from(keyId, 'hex').toString('base64url');
        await recorder.request('licence (API)', `${apiUrl}/v1/licenses/clearkey/${episodeId}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ kids: [kid], type: 'temporary' }),
        });
        await recorder.request('position (API)', `${apiUrl}/v1/activities/playbacks`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ episode_id: episodeId, position_seconds: 5 }),
        });
      }
      await sleep(500);
    }
  };
}

/**
 * A member buying, every purchase sent twice at once with the same idempotency key (a double click): both
 * must name one purchase, and the points must go once. Stops when everything for sale is bought.
 */
export function memberBuying(member: Member, purchases: Map<string, Set<number>>): Loop {
  return async (recorder, { apiUrl, webUrl, episodesForSale }, running) => {
    const headers = memberHeaders(webUrl, member.token, randomUUID());
    for (const episodeId of episodesForSale) {
      if (!running()) return;
      const key = randomUUID();
      const url = `${apiUrl}/v1/episode/purchase?episode_id=${episodeId}&idempotency_key=${key}`;
      const answers = await Promise.all(
        (['purchase (API)', 'purchase again (API)'] as const).map((kind) =>
          recorder.request(kind, url, { method: 'POST', headers, body: '{}' }),
        ),
      );
      const ids = new Set<number>();
      for (const answer of answers) {
        if (!answer?.ok) continue;
        const { contents } = (await answer.json()) as { contents: { id: number; status: string } };
        if (contents.status === 'completed') ids.add(contents.id);
      }
      purchases.set(key, ids);
      await sleep(1_000);
    }
  };
}

/** The baseline: what the API answers without touching the database's data. */
export const healthChecking: Loop = async (recorder, { apiUrl }, running) => {
  while (running()) {
    await recorder.request('health (baseline)', `${apiUrl}/health`);
    await sleep(250);
  }
};

export async function runLoad(
  recorder: SoakRecorder,
  targets: SoakTargets,
  loops: readonly Loop[],
  running: () => boolean,
): Promise<void> {
  await Promise.all(loops.map((loop) => loop(recorder, targets, running)));
}

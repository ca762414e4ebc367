import { createApiClient, requestCookieStore } from '@hanabi/api-client';
import { describe, expect, it } from 'vitest';
import { apiFailure, apiSuccess } from '../../test/fixtures.ts';
import { episodePurchase } from '../../test/purchase-fixtures.ts';
import { submitPurchase } from './purchase-flow.ts';

const KEY = '0b6f3c1e-8a2d-4f57-9c3e-2d1a7b9e4f60';
const PAGE = { pathname: '/episodes/5/purchase_confirm', search: `?tid=3&intent=${KEY}` };

/** The browser's API client, answering from a script and recording the purchase requests it sends. */
function browserClient(...answers: Array<Response | Error>) {
  const sent: URL[] = [];
  const client = createApiClient({
    baseUrl: 'http://localhost:4000',
    isProduction: true,
    cookieStore: requestCookieStore('user_tracking_id=AbCdEfGhIjKlMnOpQrStU'),
    fetch: async (input) => {
      sent.push(new URL(input.toString()));
      const answer = answers[sent.length - 1];
      if (answer === undefined) throw new Error('no answer scripted');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return { client, sent };
}

const attempt = { episodeId: 5, intent: KEY, page: PAGE };

describe('submitPurchase', () => {
  it('sends the episode and the intent key, and leads to the thanks page of the completed purchase', async () => {
    const { client, sent } = browserClient(apiSuccess(episodePurchase(81)));
    await expect(submitPurchase(client, attempt)).resolves.toEqual({
      to: '/episodes/5/purchase_thanks?purchase_id=81',
      failure: null,
    });
    expect(Object.fromEntries(sent[0]?.searchParams ?? [])).toEqual({ episode_id: '5', idempotency_key: KEY });
  });

  it('leads to the thanks page of a purchase still being processed', async () => {
    const { client } = browserClient(apiSuccess(episodePurchase(81, { status: 'pending', completed_at: null })));
    expect((await submitPurchase(client, attempt)).to).toBe('/episodes/5/purchase_thanks?purchase_id=81');
  });

  it('after too few points, comes back without the intent (the next try is a new one) and says why', async () => {
    const failed = episodePurchase(81, {
      status: 'failed',
      failure_reason: 'insufficient_points',
      spent_gift_points: 0,
      spent_festa_points: 0,
      completed_at: null,
    });
    const { client } = browserClient(apiSuccess(failed));
    await expect(submitPurchase(client, attempt)).resolves.toEqual({
      to: '/episodes/5/purchase_confirm?tid=3',
      failure: 'ポイントが不足しているため、購入できませんでした。',
    });
  });

  it('after another refusal, reloads the same page (now showing the episode as owned) and says why', async () => {
    const failed = episodePurchase(81, { status: 'failed', failure_reason: 'already_owned', completed_at: null });
    const { client } = browserClient(apiSuccess(failed));
    await expect(submitPurchase(client, attempt)).resolves.toEqual({
      to: `/episodes/5/purchase_confirm?tid=3&intent=${KEY}`,
      failure: 'このエピソードは購入済みです。ポイントは使用されていません。',
    });
  });

  it('rejects when no answer came, and a retry sends the same key exactly once more', async () => {
    const { client, sent } = browserClient(new TypeError('fetch failed'), apiSuccess(episodePurchase(81)));
    await expect(submitPurchase(client, attempt)).rejects.toMatchObject({ status: 500 });
    expect(sent).toHaveLength(1);
    expect((await submitPurchase(client, attempt)).to).toBe('/episodes/5/purchase_thanks?purchase_id=81');
    expect(sent.map((url) => url.searchParams.get('idempotency_key'))).toEqual([KEY, KEY]);
  });

  it('after a refusal no retry can change, reloads the page without the intent and gives the API’s reason', async () => {
    const { client } = browserClient(
      apiFailure(401, 4001, 'ログインが必要です。'),
      apiFailure(422, 4022, 'このエピソードは単品では購入できません。'),
    );
    await expect(submitPurchase(client, attempt)).resolves.toEqual({
      to: '/episodes/5/purchase_confirm?tid=3',
      failure: 'ログインが必要です。',
    });
    await expect(submitPurchase(client, attempt)).resolves.toEqual({
      to: '/episodes/5/purchase_confirm?tid=3',
      failure: 'このエピソードは単品では購入できません。',
    });
  });

  it('rejects on a server error, so the viewer can retry the same intent', async () => {
    const { client } = browserClient(apiFailure(503, 5003, 'ただいまアクセスが集中しています。'));
    await expect(submitPurchase(client, attempt)).rejects.toMatchObject({ status: 503 });
  });
});

import { API_ERRORS } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { errorResponse, fakeFetch, successResponse } from '../testing/fake-fetch.ts';
import { BASE_URL, memoryCookieStore, onlyRequest, VALID_TRACKING_ID } from '../testing/test-client.ts';
import { createAdminApiClient } from './create-admin-api-client.ts';

const OPERATOR = {
  id: 3,
  email: 'editor@example.jp',
  name: '編成 太郎',
  role: 'editor',
  status: 'active',
  second_factor_enrolled: true,
  active_sessions: 1,
  last_signed_in_at: '2026-11-20T10:00:00+09:00',
  created_at: '2026-11-01T10:00:00+09:00',
} as const;

function adminClient(...answers: Response[]) {
  const fake = fakeFetch(...answers);
  const received: string[][] = [];
  const client = createAdminApiClient({
    baseUrl: BASE_URL,
    isProduction: true,
    cookieStore: memoryCookieStore({ user_tracking_id: VALID_TRACKING_ID }),
    fetch: fake.fetch,
    onSetCookie: (headers) => received.push(headers),
  });
  return { client, requests: fake.requests, received };
}

describe('the operator API client', () => {
  it('sends a state-changing call with the CSRF defence headers and a JSON body, never retried', async () => {
    const { client, requests } = adminClient(
      errorResponse(503, 5003, '混雑'),
      successResponse({ next: 'second_factor' }),
    );
    await expect(client.signInOperator({ email: 'admin@example.jp', password: 'x' })).rejects.toMatchObject({
      status: 503,
    });
    const request = onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE_URL}/admin/v1/sign-in`);
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(request.body ?? '')).toEqual({ email: 'admin@example.jp', password: 'x' });
  });

  it("hands every Set-Cookie of the API's answers to onSetCookie, a refusal's too", async () => {
    const refused = API_ERRORS.secondFactorInvalid;
    const started = new Headers({ 'Content-Type': 'application/json' });
    started.append('Set-Cookie', 'hanabi_operator=pending-token; Path=/; HttpOnly; SameSite=Strict');
    const cleared = new Headers({ 'Content-Type': 'application/json' });
    cleared.append('Set-Cookie', 'hanabi_operator=; Path=/; Max-Age=0');
    const { client, received } = adminClient(
      new Response(JSON.stringify({ code: 2000, contents: { next: 'second_factor' } }), { headers: started }),
      new Response(JSON.stringify({ code: refused.code, message: refused.message }), {
        status: 401,
        headers: cleared,
      }),
    );
    await client.signInOperator({ email: 'admin@example.jp', password: 'correct horse' });
    await expect(client.completeOperatorSignIn({ code: '000000' })).rejects.toMatchObject({ status: 401 });
    expect(received).toEqual([
      ['hanabi_operator=pending-token; Path=/; HttpOnly; SameSite=Strict'],
      ['hanabi_operator=; Path=/; Max-Age=0'],
    ]);
  });

  it('reads the operators page, and acts on one operator at its own path', async () => {
    const page = { items: [OPERATOR], pagination: { page: 2, per_page: 20, total: 21, total_pages: 2 } };
    const { client, requests } = adminClient(
      successResponse(page),
      successResponse({ ...OPERATOR, role: 'support' }),
      successResponse({ revoked: 2 }),
    );
    await expect(client.getOperators({ page: 2 })).resolves.toEqual(page);
    await expect(client.changeOperatorRole(3, 'support')).resolves.toMatchObject({ role: 'support' });
    await expect(client.revokeOperatorSessions(3)).resolves.toEqual({ revoked: 2 });
    expect(requests.map((request) => `${request.method} ${request.url.replace(BASE_URL, '')} ${request.body}`)).toEqual(
      [
        'GET /admin/v1/operators?page=2 undefined',
        'PUT /admin/v1/operators/3/role {"role":"support"}',
        'DELETE /admin/v1/operators/3/sessions undefined',
      ],
    );
  });

  it('sends the audit filters as query parameters, leaving out the ones not set', async () => {
    const { client, requests } = adminClient(
      successResponse({ items: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } }),
    );
    await client.getAuditLog({ operator_id: 3, operation: 'operator.invite', from: '2026-11-01T00:00:00+09:00' });
    const url = new URL(onlyRequest(requests).url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      operator_id: '3',
      operation: 'operator.invite',
      from: '2026-11-01T00:00:00+09:00',
    });
  });

  it('calls the catalogue at its paths: the list with its filters, publishing, episodes, tags and the preview', async () => {
    const emptyList = { items: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } };
    const { client, requests } = adminClient(
      successResponse(emptyList),
      successResponse({ items: [] }),
      successResponse({ id: 4, name: '魔法', title_count: 3 }),
    );
    await client.getAdminTitles({ q: 'ほし', status: 'draft', sort: 'kana', page: 2 });
    await expect(client.getAdminEpisodes(7)).resolves.toEqual([]);
    await expect(client.mergeAdminTag(5, { into_tag_id: 4 })).resolves.toMatchObject({ name: '魔法' });
    expect(requests.map((request) => `${request.method} ${request.url.replace(BASE_URL, '')} ${request.body}`)).toEqual(
      [
        'GET /admin/v1/titles?q=%E3%81%BB%E3%81%97&status=draft&sort=kana&page=2 undefined',
        'GET /admin/v1/titles/7/episodes undefined',
        'POST /admin/v1/tags/5/merge {"into_tag_id":4}',
      ],
    );
  });

  it("reads an episode's packaging jobs, starts, retries and cancels one at its own path", async () => {
    const job = {
      id: '0b6a3c52-2f1e-4a57-9d33-6a5a0d3f2c11',
      episode_id: 12,
      status: 'queued',
      stage: null,
      percent: 0,
      attempt: 0,
      log_tail: ['受け付けました。'],
      failure_reason: null,
      cancel_requested: false,
      created_at: '2026-11-26T10:00:00+09:00',
      started_at: null,
      finished_at: null,
      elapsed_seconds: null,
      remaining_seconds: null,
    } as const;
    const episode = { id: 12, title_id: 3, title_name: '花火', prefix_name: '第1話', name: '夜', packaged: false };
    const { client, requests } = adminClient(
      successResponse({ episode, items: [job], pagination: { page: 2, per_page: 10, total: 11, total_pages: 2 } }),
      successResponse(job),
      successResponse(job),
      successResponse({ ...job, status: 'cancelled' }),
    );
    await expect(client.getEpisodePackagingJobs(12, { page: 2, per_page: 10 })).resolves.toMatchObject({ episode });
    await client.startPackaging(12, 'a'.repeat(32));
    await client.retryPackagingJob(job.id);
    await expect(client.cancelPackagingJob(job.id)).resolves.toMatchObject({ status: 'cancelled' });
    expect(requests.map((request) => `${request.method} ${request.url.replace(BASE_URL, '')} ${request.body}`)).toEqual(
      [
        'GET /admin/v1/episodes/12/packaging-jobs?page=2&per_page=10 undefined',
        `POST /admin/v1/episodes/12/packaging-jobs {"upload_id":"${'a'.repeat(32)}"}`,
        `POST /admin/v1/packaging-jobs/${job.id}/retry {}`,
        `POST /admin/v1/packaging-jobs/${job.id}/cancel {}`,
      ],
    );
  });

  it('turns an answer that is not the contract into an error instead of passing it on', async () => {
    const { client } = adminClient(successResponse({ id: 3, email: 'x' }));
    await expect(client.getOperatorMe()).rejects.toMatchObject({ status: 500 });
  });
});

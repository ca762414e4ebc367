import { API_ERRORS, INQUIRY_RATE_LIMIT_MESSAGE } from '@hanabi/contract';
import { inquiries } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';

const VALID = {
  category: 'playback',
  email: 'Viewer@Example.JP',
  body: '第3話の途中で再生が止まり、読み込み中の表示のまま進みません。',
};

/** Each test sends from its own address, so the rate limit of one never touches another. */
let nextHost = 10;
function freshAddress(): string {
  nextHost += 1;
  return `133.0.0.${nextHost}`;
}

describe('POST /v1/inquiries', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  function send(
    body: unknown,
    { from = freshAddress(), token, at = TEST_NOW }: { from?: string; token?: string; at?: string } = {},
  ) {
    // Sent on the API's clock, moved to `at`: debug time does not reach a call that changes something.
    api.setClock(at);
    return api.app.inject({
      method: 'POST',
      url: '/v1/inquiries',
      remoteAddress: from,
      headers: WEB_CLIENT_CALL_HEADERS,
      payload: JSON.stringify(body),
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  }

  async function stored(id: number) {
    const [row] = await api.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    return row;
  }

  it('stores a guest inquiry for the operators, open, with the address and a normalised reply address', async () => {
    const from = freshAddress();
    const response = await send({ ...VALID, body: `  ${VALID.body}\r\n（端末: iPhone）  ` }, { from });

    expect(response.statusCode).toBe(200);
    const { contents } = response.json();
    expect(contents).toEqual({ id: expect.any(Number), category: 'playback', received_at: TEST_NOW });
    expect(await stored(contents.id)).toMatchObject({
      userId: null,
      category: 'playback',
      email: 'viewer@example.jp',
      body: `${VALID.body}\n（端末: iPhone）`,
      requesterIp: from,
      status: 'open',
      createdAt: new Date(TEST_NOW),
    });
  });

  it("attaches the signed-in member's id", async () => {
    const member = await insertMember(api.database.db);
    const token = await signIn(api.database.db, member.id);

    const response = await send(VALID, { token });

    expect(response.statusCode).toBe(200);
    expect((await stored(response.json().contents.id))?.userId).toBe(member.id);
  });

  it('refuses invalid fields with 400, naming each field with its Japanese message, and stores nothing', async () => {
    const before = await api.database.db.$count(inquiries);
    const response = await send({ category: 'refund', email: 'viewer@', body: '再生不可' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: API_ERRORS.badRequest.code,
      message:
        'お問い合わせの種類を一覧から選んでください。' +
        'メールアドレスの形式が正しくありません（例: hanabi@example.com）。' +
        'お問い合わせ内容は10文字以上で入力してください。',
      details: [
        { field: 'body.category', reason: 'invalid' },
        { field: 'body.email', reason: 'invalid' },
        { field: 'body.body', reason: 'too_short' },
      ],
    });
    expect(await api.database.db.$count(inquiries)).toBe(before);
  });

  it('answers a missing or empty body with the required fields, not a crash', async () => {
    for (const body of [{}, null, 'text']) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details.map((detail: { reason: string }) => detail.reason)).toEqual([
        'required',
        'required',
        'required',
      ]);
    }
    const tooLong = await send({ ...VALID, body: 'あ'.repeat(2001) });
    expect(tooLong.json().message).toBe('お問い合わせ内容は2,000文字以内で入力してください。');
    expect((await send({ ...VALID, body: '🎆'.repeat(2000) })).statusCode).toBe(200);
  });

  it('accepts five inquiries an hour from one address, refuses the sixth with 429, and counts by the hour', async () => {
    const from = freshAddress();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send(VALID, { from })).statusCode).toBe(200);
    }

    const refused = await send(VALID, { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: API_ERRORS.tooManyRequests.code, message: INQUIRY_RATE_LIMIT_MESSAGE });
    expect(await api.database.db.$count(inquiries, eq(inquiries.requesterIp, from))).toBe(5);

    expect((await send(VALID)).statusCode, 'another address is not limited').toBe(200);
    const anHourLater = await send(VALID, { from, at: '2025-10-01T13:00:01+09:00' });
    expect(anHourLater.statusCode).toBe(200);
  });

  it('keeps the limit when the sixth and seventh race', async () => {
    const from = freshAddress();
    const answers = await Promise.all(Array.from({ length: 7 }, () => send(VALID, { from })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('refuses a call without the state-changing headers (a forged form post)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/inquiries',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'category=other&email=a%40example.jp&body=0123456789',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /v1/inquiries behind a trusted proxy', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await buildTestApi({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => api.close());

  it("records the viewer's address the proxy forwarded, so the limit applies to the viewer", async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/inquiries',
      remoteAddress: '10.1.2.3',
      headers: { ...WEB_CLIENT_CALL_HEADERS, 'x-forwarded-for': '198.51.100.7, 126.0.0.1' },
      payload: JSON.stringify(VALID),
    });

    expect(response.statusCode).toBe(200);
    const [row] = await api.database.db
      .select({ requesterIp: inquiries.requesterIp })
      .from(inquiries)
      .where(eq(inquiries.id, response.json().contents.id));
    expect(row?.requesterIp).toBe('126.0.0.1');
  });
});

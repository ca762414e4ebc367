import { INQUIRY_RATE_LIMIT_MESSAGE, type UserStatus } from '@hanabi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createWebRequestContext, webRequestContext } from '../lib/api.server.ts';
import { parseEnv } from '../lib/env.server.ts';
import { apiFailure, apiSuccess, IN_DEFAULT, memberStatus } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, textOf } from '../test/markup.ts';
import SupportInquiry, { action as inquiryAction, loader as inquiryLoader } from './support-inquiry.tsx';

const WEB = 'https://hanabi.example';
const ACCOUNTS = 'https://accounts.hanabi.example';

function memberApi(status: UserStatus | null) {
  return fakeLoadContext(
    (url) => {
      if (url.pathname === '/v1/users/statuses') {
        return status ? apiSuccess(status) : apiFailure(503, 5003, '混雑しています。');
      }
      return apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');
    },
    {},
    { WEB_ORIGIN: WEB, ACCOUNTS_ORIGIN: ACCOUNTS },
  );
}

function args<Params extends Record<string, string>>(path: string, params: Params, status: UserStatus | null) {
  const api = memberApi(status);
  const request = new Request(`http://127.0.0.1:3000${path}`);
  return { request, params, context: api.context, url: new URL(request.url), pattern: '', calls: api.calls };
}

type InquiryActionData = Exclude<Awaited<ReturnType<typeof inquiryAction>>, Response>;

/** Server-renders the page in a data router (its form needs one), after a post when `actionData` is given. */
function render(loaderData: Awaited<ReturnType<typeof inquiryLoader>>, actionData?: InquiryActionData): string {
  const Page = SupportInquiry as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ id: 'page', path: '/support/inquiry', Component: Page, loader: () => loaderData }]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={['/support/inquiry']}
      hydrationData={{ loaderData: { page: loaderData }, ...(actionData ? { actionData: { page: actionData } } : {}) }}
    />,
  );
}

describe('inquiry page', () => {
  it('tells a member whose card is in default what happened, and links to the card page coming back', async () => {
    const data = await inquiryLoader(
      args('/support/inquiry?backward_path=%2Fepisodes%2F5%2Fpurchase_confirm', {}, IN_DEFAULT),
    );
    const html = render(data);
    const text = textOf(html);
    expect(text).toContain('お支払い方法をご確認ください');
    expect(text).toContain('有効性の確認ができませんでした');
    expect(text).toContain('お支払い方法が確認できるまで、作品のご購入はお手続きいただけません。');
    expect(text).toContain('新しいカードをご登録いただけない場合、2025年10月15日にご契約中のプランが解約されます。');
    const card = new URL(linkNamed(html, 'カード情報を更新する').attributes.href ?? '');
    expect(`${card.origin}${card.pathname}`).toBe(`${ACCOUNTS}/card`);
    expect(card.searchParams.get('destination')).toBe(`${WEB}/episodes/5/purchase_confirm`);
  });

  it('brings the member back to the my page when the page to return to is missing or not on this site', async () => {
    for (const query of ['', '?backward_path=https%3A%2F%2Fevil.example%2F', '?backward_path=%2F%2Fevil.example']) {
      const data = await inquiryLoader(args(`/support/inquiry${query}`, {}, IN_DEFAULT));
      const card = new URL(data.cardInDefault?.cardPageUrl ?? '');
      expect(card.searchParams.get('destination')).toBe(`${WEB}/my`);
    }
  });

  it('shows the way to the contract details to everyone else, even when the status cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const status of [memberStatus('premium'), null]) {
      const html = render(await inquiryLoader(args('/support/inquiry', {}, status)));
      expect(textOf(html)).not.toContain('お支払い方法をご確認ください');
      expect(linkNamed(html, 'マイページへ').attributes.href).toBe('/my');
    }
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

interface SentCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** A load context whose API answers POST /v1/inquiries with `answer`, recording what the web server sent. */
function inquiryApi(answer: () => Response) {
  const sent: SentCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.pathname === '/v1/users/statuses') return apiSuccess(memberStatus('free'));
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: JSON.parse(String(init?.body ?? 'null')),
      headers: new Headers(init?.headers),
    });
    return answer();
  };
  const env = parseEnv({ API_ORIGIN: 'http://localhost:4000', API_INTERNAL_URL: 'http://api.internal:4000' });
  const web = createWebRequestContext(
    env,
    { url: `${env.WEB_ORIGIN}/support/inquiry`, headers: new Headers(), clientAddress: '203.0.113.7' },
    fetchImpl,
  );
  const context = new RouterContextProvider();
  context.set(webRequestContext, web);
  return { context, sent };
}

const TYPED = {
  category: 'playback',
  email: ' Viewer@Example.JP ',
  body: '第3話の途中で再生が止まり、\r\n読み込み中のまま進みません。',
};

function post(fields: Record<string, string>, context: RouterContextProvider, headers: Record<string, string> = {}) {
  const request = new Request('http://127.0.0.1:3000/support/inquiry', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
  return inquiryAction({ request, context, params: {}, url: new URL(request.url), pattern: '' } as never);
}

async function postedState(fields: Record<string, string>, context: RouterContextProvider) {
  const answer = await post(fields, context);
  if (answer instanceof Response) throw new Error(`expected the form again, got HTTP ${answer.status}`);
  return answer;
}

function inputValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  return input?.[1];
}

const NO_CARD_PROBLEM = { received: null, cardInDefault: null };

describe('inquiry form', () => {
  it('starts empty, with a label on every field and the way to the confirmation', () => {
    const html = render(NO_CARD_PROBLEM);
    for (const label of ['お問い合わせの種類', 'メールアドレス', 'お問い合わせ内容']) {
      expect(html).toMatch(new RegExp(`<label for="inquiry-[a-z]+" class="inquiry-field__label">${label}`));
    }
    expect(textOf(html)).toContain('会員登録・ログイン プラン・お支払い 動画の再生');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['入力内容を確認する']);
    expect(html).toContain('aria-current="step"><span class="inquiry-steps__number">1</span>入力');
  });

  it('shows each refusal in Japanese beside its field and keeps everything that was typed', async () => {
    const { context, sent } = inquiryApi(() => apiSuccess({}));
    const typed = { category: 'account', email: 'viewer@example', body: 'ログイン', intent: 'confirm' };

    const state = await postedState(typed, context);
    const html = render(NO_CARD_PROBLEM, state);

    const text = textOf(html);
    expect(text).toContain('入力内容に誤りがあります。次の項目をご確認ください。');
    expect(html).toContain(
      '<p id="inquiry-email-error" class="form-error inquiry-field__error">メールアドレスの形式が正しくありません（例: hanabi@example.com）。</p>',
    );
    expect(html).toContain(
      '<p id="inquiry-body-error" class="form-error inquiry-field__error">お問い合わせ内容は10文字以上で入力してください。</p>',
    );
    expect(html).not.toContain('inquiry-category-error');
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*aria-describedby="inquiry-email-hint inquiry-email-error"/,
    );
    expect(inputValue(html, 'email')).toBe('viewer@example');
    expect(html).toContain('>ログイン</textarea>');
    expect(html).toContain('<option value="account" selected="">会員登録・ログイン</option>');
    expect(sent, 'nothing reaches the API').toEqual([]);
  });

  it('reads the inquiry back for confirmation, then goes back to the form with everything as typed', async () => {
    const { context, sent } = inquiryApi(() => apiSuccess({}));

    const confirmation = await postedState({ ...TYPED, intent: 'confirm' }, context);
    const html = render(NO_CARD_PROBLEM, confirmation);
    const text = textOf(html);
    expect(text).toContain('入力内容の確認');
    expect(text).toContain('お問い合わせの種類 動画の再生');
    expect(text).toContain('メールアドレス viewer@example.jp');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['送信する', '入力内容を修正する']);
    expect(inputValue(html, 'email')).toBe(TYPED.email);
    expect(sent).toEqual([]);

    const back = await postedState({ ...TYPED, intent: 'edit' }, context);
    const form = render(NO_CARD_PROBLEM, back);
    expect(inputValue(form, 'email')).toBe(TYPED.email);
    expect(form).toContain('<option value="playback" selected="">動画の再生</option>');
    expect(form).toContain('読み込み中のまま進みません。</textarea>');
    expect(form).not.toContain('form-error');
  });

  it('sends the confirmed inquiry through the API from the server, then shows the thanks step by redirect', async () => {
    const { context, sent } = inquiryApi(() =>
      apiSuccess({ id: 318, category: 'playback', received_at: '2025-10-01T12:00:00+09:00' }),
    );

    const answer = await post({ ...TYPED, intent: 'send' }, context);

    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('Location')).toBe('/support/inquiry?received=318');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/inquiries',
      body: {
        category: 'playback',
        email: 'viewer@example.jp',
        body: '第3話の途中で再生が止まり、\n読み込み中のまま進みません。',
      },
    });
    expect(sent[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(sent[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7');

    const thanks = render(await inquiryLoader(args('/support/inquiry?received=318', {}, memberStatus('free'))));
    expect(textOf(thanks)).toContain('お問い合わせを受け付けました 受付番号： 318');
    expect(thanks).not.toContain('<form');
  });

  it('shows the rate limit on the confirmation, ready to send again later', async () => {
    const { context } = inquiryApi(() => apiFailure(429, 4029, INQUIRY_RATE_LIMIT_MESSAGE));

    const state = await postedState({ ...TYPED, intent: 'send' }, context);
    const html = render(NO_CARD_PROBLEM, state);

    expect(html).toContain(`<p role="alert" class="notice notice--warning">${INQUIRY_RATE_LIMIT_MESSAGE}</p>`);
    expect(buttonsIn(html).map((button) => button.name)).toContain('送信する');
    expect(inputValue(html, 'body'), 'the typed text rides along').toBe(TYPED.body);
  });

  it("puts the API's field refusals beside the fields", async () => {
    const { context } = inquiryApi(
      () =>
        new Response(
          JSON.stringify({
            code: 4000,
            message: 'メールアドレスの形式が正しくありません（例: hanabi@example.com）。',
            details: [{ field: 'body.email', reason: 'invalid' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const state = await postedState({ ...TYPED, intent: 'send' }, context);
    expect(state).toMatchObject({
      step: 'input',
      values: TYPED,
      errors: { email: 'メールアドレスの形式が正しくありません（例: hanabi@example.com）。' },
    });
  });

  it('refuses a post another site made the browser send, calling no API', async () => {
    const { context, sent } = inquiryApi(() => apiSuccess({}));
    const answer = await post({ ...TYPED, intent: 'send' }, context, { 'Sec-Fetch-Site': 'cross-site' });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(403);
    expect(sent).toEqual([]);
  });

  it("refuses, by its Origin, a post from another site's page in a browser that sends no Sec-Fetch-Site", async () => {
    const { context, sent } = inquiryApi(() => apiSuccess({}));
    const answer = await post({ ...TYPED, intent: 'send' }, context, { Origin: 'https://evil.example' });
    expect((answer as Response).status).toBe(403);
    expect(sent).toEqual([]);

    await post({ ...TYPED, intent: 'send' }, context, { Origin: 'http://127.0.0.1:3000' });
    expect(sent.map((call) => call.path)).toEqual(['/v1/inquiries']);
  });
});

import type { UserStatus } from '@hanabi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiFailure, apiSuccess, memberStatus } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { linkNamed, textOf } from '../test/markup.ts';
import { episodeDetail } from '../test/purchase-fixtures.ts';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import * as confirmRoute from './purchase-confirm.tsx';
import SupportInquiry, { loader as inquiryLoader } from './support-inquiry.tsx';

const WEB = 'https://hanabi.example';
const ACCOUNTS = 'https://accounts.hanabi.example';
const KEY = '0b6f3c1e-8a2d-4f57-9c3e-2d1a7b9e4f60';
const IN_DEFAULT = memberStatus('lite', {
  is_failed_validity_check: true,
  has_invalid_card: true,
  forced_cancel_scheduled_date: '2025-10-15',
});

function memberApi(status: UserStatus | null) {
  return fakeLoadContext(
    (url) => {
      if (url.pathname === '/v1/users/statuses') {
        return status ? apiSuccess(status) : apiFailure(503, 5003, '混雑しています。');
      }
      if (url.pathname === '/v1/episodes/5') return apiSuccess(episodeDetail(5));
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

function render(loaderData: Awaited<ReturnType<typeof inquiryLoader>>): string {
  const Page = SupportInquiry as unknown as (props: { loaderData: unknown }) => React.ReactElement;
  return renderToStaticMarkup(
    <MemoryRouter>
      <Page loaderData={loaderData} />
    </MemoryRouter>,
  );
}

describe('purchase confirm with the redirect-to-inquiry guard', () => {
  const confirmPath = `/episodes/5/purchase_confirm?intent=${KEY}`;

  it('sends a member whose card is in default to the inquiry page before anything is loaded', async () => {
    const request = args(confirmPath, { id: '5' }, IN_DEFAULT);
    const thrown = await loadThroughMiddleware(confirmRoute, request).then(
      () => new Response('the page was shown'),
      (error: Response) => error,
    );
    expect(thrown.status).toBe(302);
    const location = new URL(thrown.headers.get('Location') ?? '', WEB);
    expect(location.pathname).toBe('/support/inquiry');
    expect(location.searchParams.get('backward_path')).toBe(confirmPath);
    expect(request.calls.map((call) => call.url.pathname)).toEqual(['/v1/users/statuses']);
  });

  it('lets a member in good standing confirm the purchase', async () => {
    const page = await loadThroughMiddleware(confirmRoute, args(confirmPath, { id: '5' }, memberStatus('lite')));
    expect(page.episode.id).toBe(5);
  });
});

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

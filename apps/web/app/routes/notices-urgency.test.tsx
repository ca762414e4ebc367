import { describe, expect, it } from 'vitest';
import { apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { apology, noticeApi } from '../test/notice-api.ts';
import { renderWithProps } from '../test/render-route.tsx';
import { middlewareArgs } from '../test/route-middleware.ts';
import NoticesUrgency, { loader as urgencyLoader } from './notices-urgency.tsx';

describe('/notices/urgency', () => {
  it('shows the urgent notice whole', async () => {
    const urgent = { ...apology, urgent_until: '2025-10-04T12:00:00+09:00' };
    const { context } = noticeApi({
      '/v1/notices/urgent_notice': () => apiSuccess(urgent),
      '/v1/notices/3': () => apiSuccess(urgent),
    });
    const html = renderWithProps(
      NoticesUrgency,
      await urgencyLoader(middlewareArgs('/notices/urgency', context)),
      '/notices',
    );
    expect(textOf(html)).toContain('全額を返金しました。');
  });

  it('says there is none when no notice is urgent', async () => {
    const { context } = noticeApi({ '/v1/notices/urgent_notice': () => apiSuccess(null) });
    const html = renderWithProps(
      NoticesUrgency,
      await urgencyLoader(middlewareArgs('/notices/urgency', context)),
      '/notices',
    );
    expect(textOf(html)).toBe('緊急のお知らせ 現在、緊急のお知らせはありません。 お知らせ一覧へ');
  });
});

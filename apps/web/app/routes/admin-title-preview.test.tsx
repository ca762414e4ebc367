import type { AdminTitlePreview as PreviewAnswer } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, operatorMe } from '../test/console-api.ts';
import { adminEpisode, adminTitle, consoleRouteArgs } from '../test/console-catalogue.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import AdminTitlePreview, { loader } from './admin-title-preview.tsx';

const PREVIEW: PreviewAnswer = {
  viewer: 'lite',
  at: '2026-04-08T20:00:00+09:00',
  drafts: 'as_published',
  title_page: 'shown',
  age_check: false,
  exclusive_on: true,
  episode_count: 2,
  title: adminTitle(7, {
    name: '星降る街',
    exclusive: { kind: 'early', starts_at: '2026-04-01T00:00:00+09:00', ends_at: '2026-05-01T00:00:00+09:00' },
  }),
  episodes: [
    { ...adminEpisode(70), visibility: 'shown', access: 'included_in_plan', way_in: null },
    {
      ...adminEpisode(71, { number: 2, prefix_name: '第2話', name: '約束', included_plan_ids: [2], price_points: 300 }),
      visibility: 'shown',
      access: 'purchasable',
      way_in: 'buy',
    },
    {
      ...adminEpisode(72, { number: 3, prefix_name: '第3話', name: '明日' }),
      visibility: 'not_yet',
      access: 'included_in_plan',
      way_in: null,
    },
  ],
};

async function rendered(path: string, answers = {}) {
  const api = consoleApi(operatorMe('support'), answers);
  const data = await loadAfterIdCheck(loader, consoleRouteArgs(api.context, path, { id: '7' }));
  return { api, html: renderRoute(AdminTitlePreview, data, path) };
}

describe('console title preview', () => {
  it('asks the API as the chosen viewer at the chosen Japan time, and shows what that viewer would meet', async () => {
    const { api, html } = await rendered(
      '/admin/titles/7/preview?viewer=lite&at=2026-04-08T20%3A00&drafts=as_published',
      {
        'GET /admin/v1/titles/7/preview': apiSuccess(PREVIEW),
      },
    );
    expect(Object.fromEntries(api.sent()[0]?.query ?? [])).toEqual({
      viewer: 'lite',
      at: '2026-04-08T20:00:00+09:00',
      drafts: 'as_published',
    });
    const text = textOf(html);
    expect(text).toContain('ライトプラン会員が2026/04/08 20:00:00に見る作品ページ');
    expect(text).toContain('作品ページが表示されます。');
    expect(text).toContain('星降る街 先行配信');
    expect(text).toContain('エピソード 2話配信中');
    expect(text).toContain('第1話 始まりの夜 放送版 表示される プランの見放題で再生できる');
    expect(text).toContain('第2話 約束 放送版 表示される 300ポイントで購入すると再生できる');
    expect(text).toContain('第3話 明日 放送版 表示されない（配信開始前） —');
  });

  it("says why a title page would not open, in the viewer's terms", async () => {
    const { html } = await rendered('/admin/titles/7/preview?viewer=guest&at=2025-01-01T00%3A00', {
      'GET /admin/v1/titles/7/preview': apiSuccess({
        ...PREVIEW,
        viewer: 'guest',
        title_page: 'not_yet',
        episode_count: 0,
      }),
    });
    expect(textOf(html)).toContain(
      'この時点ではまだ配信開始前のため、作品ページは「ページが見つかりません」と表示されます。',
    );
  });

  it('refuses a time that is not one beside the field, asking nothing of the preview', async () => {
    const { api, html } = await rendered('/admin/titles/7/preview?viewer=lite&at=tomorrow', {
      'GET /admin/v1/titles/7': apiSuccess(adminTitle(7, { name: '星降る街' })),
    });
    expect(api.sent().map((call) => call.path)).toEqual(['/admin/v1/titles/7']);
    expect(html).toContain('<p id="preview-at-error" class="console-field__error">日時を正しく入力してください。</p>');
  });
});

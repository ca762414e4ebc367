import { describe, expect, it } from 'vitest';
import { textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { metaArgs, metaTitle } from '../test/route-meta.ts';
import RulesService, { meta as rulesServiceMeta } from './rules-service.tsx';

describe('rules pages', () => {
  it('terms of use: membership, plans, points, prohibited acts, Japanese law and the Tokyo District Court', () => {
    const html = renderRoute(RulesService, null, '/rules/service');
    const text = textOf(html);
    expect(metaTitle(rulesServiceMeta(metaArgs('/rules/service')))).toBe('利用規約 | Hanabi');
    for (const heading of ['第3条（会員登録）', '第5条（有料プラン）', '第7条（ポイント）', '第11条（禁止事項）']) {
      expect(html).toContain(heading);
    }
    expect(text).toContain('ライト（月額550円・税込）');
    expect(text).toContain('プレミアム（月額1,100円・税込）');
    expect(text).toContain('日本法を準拠法とします');
    expect(text).toContain('東京地方裁判所を第一審の専属的合意管轄裁判所とします');
  });
});

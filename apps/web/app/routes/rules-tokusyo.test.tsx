import { describe, expect, it } from 'vitest';
import { linkNamed, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import RulesTokusyo from './rules-tokusyo.tsx';

describe('rules pages', () => {
  it('特定商取引法に基づく表記: seller, prices, payment methods, cancellation, environment', () => {
    const html = renderRoute(RulesTokusyo, null, '/rules/tokusyo');
    const text = textOf(html);
    expect(text).toContain('販売業者 株式会社Hanabi');
    expect(text).toContain('所在地 請求があった場合は遅滞なく開示します');
    expect(text).toContain('電話番号 請求があった場合は遅滞なく開示します');
    expect(text).toContain('ライト：月額550円（税込）');
    expect(text).toContain('プレミアム：月額1,100円（税込）');
    expect(text).toContain('月額料金：クレジットカード、au かんたん決済、d払い、ソフトバンクまとめて支払い');
    expect(text).toContain('返品・キャンセル');
    expect(linkNamed(html, 'お問い合わせフォーム').attributes.href).toBe('/support/inquiry');
    expect(linkNamed(html, '推奨環境').attributes.href).toBe('/requirement');
  });
});

import { describe, expect, it } from 'vitest';
import { textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import RulesServicePolicy from './rules-service-policy.tsx';

describe('rules pages', () => {
  it('service policy: content, mature content behind the age check, privacy', () => {
    const text = textOf(renderRoute(RulesServicePolicy, null, '/rules/service-policy'));
    expect(text).toContain('成人向け作品の取扱い');
    expect(text).toContain('18歳以上であると回答された方にだけ表示します');
    expect(text).toContain('個人情報の取扱い（概要）');
  });
});

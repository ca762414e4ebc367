import { describe, expect, it } from 'vitest';
import { inlineParts, parseRulesBody } from './rules-body.ts';

describe('a rules body', () => {
  it('reads the lead, articles with clauses and (1) items, and table rows', () => {
    const body = [
      '前文です。',
      '',
      '第1条（適用）',
      '一つ目の項です。',
      '次のとおりとします。',
      '(1) 一つ目',
      '(2) 二つ目',
      '',
      '2. 番号の見出し',
      '唯一の項です。',
      '',
      '【販売業者】',
      '株式会社Hanabi',
      '(1) 表の行では項目にならない',
    ].join('\r\n');
    expect(parseRulesBody(body)).toEqual({
      lead: ['前文です。'],
      articles: [
        {
          heading: '第1条（適用）',
          clauses: [
            { text: '一つ目の項です。', items: [] },
            { text: '次のとおりとします。', items: ['一つ目', '二つ目'] },
          ],
        },
        { heading: '2. 番号の見出し', clauses: [{ text: '唯一の項です。', items: [] }] },
      ],
      rows: [{ label: '販売業者', lines: ['株式会社Hanabi', '(1) 表の行では項目にならない'] }],
    });
  });

  it('links only to the site’s own pages', () => {
    expect(inlineParts('[フォーム](/support/inquiry)から。[外](https://example.com)[別](//evil.example)')).toEqual([
      { text: 'フォーム', to: '/support/inquiry' },
      { text: 'から。' },
      { text: '外' },
      { text: '別' },
    ]);
  });
});

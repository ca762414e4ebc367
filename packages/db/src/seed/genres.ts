import type { DemoGenreGroup } from './catalogue-types.ts';

/** Genre groups as a Japanese anime store arranges them; every title's genres come from this list. */
export const DEMO_GENRE_GROUPS: DemoGenreGroup[] = [
  {
    name: 'ドラマ・恋愛',
    genres: [
      { name: '恋愛', nameKana: 'れんあい' },
      { name: '日常', nameKana: 'にちじょう' },
      { name: 'ヒューマンドラマ', nameKana: 'ひゅーまんどらま' },
      { name: 'BL', nameKana: 'びーえる' },
      { name: '大人向け', nameKana: 'おとなむけ' },
    ],
  },
  {
    name: 'アクション・SF',
    genres: [
      { name: 'アクション', nameKana: 'あくしょん' },
      { name: 'SF', nameKana: 'えすえふ' },
      { name: 'ロボット', nameKana: 'ろぼっと' },
      { name: 'バトル', nameKana: 'ばとる' },
    ],
  },
  {
    name: 'ファンタジー・ホラー',
    genres: [
      { name: 'ファンタジー', nameKana: 'ふぁんたじー' },
      { name: '異世界', nameKana: 'いせかい' },
      { name: 'ホラー', nameKana: 'ほらー' },
      { name: 'ミステリー', nameKana: 'みすてりー' },
    ],
  },
  {
    name: 'コメディ・趣味',
    genres: [
      { name: 'コメディ', nameKana: 'こめでぃ' },
      { name: 'スポーツ', nameKana: 'すぽーつ' },
      { name: '音楽', nameKana: 'おんがく' },
      { name: 'グルメ', nameKana: 'ぐるめ' },
      { name: '歴史', nameKana: 'れきし' },
    ],
  },
];

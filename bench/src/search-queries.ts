/**
 * What the search benchmark types, per query type. The words come from the scale catalogue's word lists
 * (packages/demo/src/scale/words.ts), so every query finds titles; `の` is in a large share of the names,
 * the hard case of a one-character query.
 */
export const SEARCH_QUERY_TYPES = {
  '1 character': ['の', '鬼', '桜', 'ネ', '竜'],
  '2 characters': ['恋人', '魔法', '学園', 'ネオ', '花火'],
  '3+ characters': ['図書館', 'ギャラクシー', '夜明けの記憶', '錬金術', 'ドラゴン学園'],
  'kana reading': ['ほおずき', 'がくえん', 'しんかい', 'れんきんじゅつ', 'すたーらいと'],
  latin: ['neon', 'STAR', 'ＤＲＥＡＭ', 'Code', 'moon'],
} as const;

export type SearchQueryType = keyof typeof SEARCH_QUERY_TYPES;

/** Cycles through a list forever: the n-th call gets the n-th item, wrapping around. */
export function cycle<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next % items.length] as T;
    next += 1;
    return item;
  };
}

/**
 * Romaji queries (issue 20): a viewer who types `zangetsu` on a latin keyboard means ざんげつ. wanakana turns a
 * query written wholly in romaji into hiragana, which the database's normaliser then matches against readings
 * like any kana query (decision 0018). The query as typed is always searched too, so a latin name (NEON) is
 * still found by its letters.
 */
import { isRomaji, toHiragana } from 'wanakana';

const LATIN_LETTER = /[a-z]/i;

/** The texts a query is searched as: itself, and its hiragana when it is romaji that converts cleanly. */
export function searchedTexts(q: string): string[] {
  // NFKC first, so that full-width romaji (ｚａｎｇｅｔｓｕ) converts like half-width.
  const typed = q.normalize('NFKC').trim();
  if (!LATIN_LETTER.test(typed) || !isRomaji(typed)) return [q];
  const kana = toHiragana(typed.toLowerCase());
  // Letters left over are no romaji syllable (xyz → xyz): such a "reading" would only find noise.
  return LATIN_LETTER.test(kana) ? [q] : [q, kana];
}

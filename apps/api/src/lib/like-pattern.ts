/** A LIKE pattern that finds `word` anywhere: `%`, `_` and `\` typed by an operator are looked for as themselves. */
export function containingPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

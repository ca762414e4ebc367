/**
 * A notice body's paragraphs: operators write plain text with a blank line between paragraphs, and single
 * line breaks inside one (a heading line such as 【日時】 above its value) are kept.
 */
export function noticeParagraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}

/**
 * The paragraphs of a text operators write (a notice's body, an FAQ answer): plain text with a blank line
 * between paragraphs; single line breaks inside one (a heading line such as 【日時】 above its value) are kept.
 */
export function plainTextParagraphs(body: string): string[][] {
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

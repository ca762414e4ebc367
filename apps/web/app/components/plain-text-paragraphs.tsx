import { Fragment } from 'react';
import { plainTextParagraphs } from '../lib/plain-text-paragraphs.ts';

/** A text operators wrote (a notice's body, an FAQ answer) as paragraphs, its line breaks kept inside each. */
export function PlainTextParagraphs({ text }: { text: string }) {
  return plainTextParagraphs(text).map((lines, index) => (
    // Paragraphs are fixed text in a fixed order: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <p key={index}>
      {lines.map((line, lineIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, in order
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}

/** What the FAQ page's forms post and show, shared by the page and its action. */
import type { AdminFaqEntry, FaqRelatedLink } from '@hanabi/contract';

export const FAQ_INTENTS = { create: 'create', update: 'update', delete: 'delete' } as const;

/** The form as typed, to show it again when refused. */
export interface FaqFormValues {
  number: string;
  topic: string;
  question: string;
  answer: string;
  position: string;
  /** 関連するページ: one a line, 「表示名 /パス」. */
  related: string;
  draft: boolean;
}

export const NEW_FAQ: FaqFormValues = {
  number: '',
  topic: 'account',
  question: '',
  answer: '',
  position: '0',
  related: '',
  draft: false,
};

export function faqFormValuesOf(entry: AdminFaqEntry): FaqFormValues {
  return {
    number: String(entry.number),
    topic: entry.topic,
    question: entry.question,
    answer: entry.answer,
    position: String(entry.position),
    related: entry.related.map((link) => `${link.label} ${link.to}`).join('\n'),
    draft: entry.draft,
  };
}

/**
 * The related pages typed one a line, the path last (「推奨環境 /requirement」); blank lines are skipped. A line
 * without a space is taken as a path when it starts with 「/」 and as a label otherwise, so the contract names
 * what is missing on that line.
 */
export function relatedLinksOf(text: string): FaqRelatedLink[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const split = /^(.*\S)\s+(\S+)$/.exec(line);
      if (split) return { label: split[1] ?? '', to: split[2] ?? '' };
      return line.startsWith('/') ? { label: '', to: line } : { label: line, to: '' };
    });
}

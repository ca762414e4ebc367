import type { Notice } from '@hanabi/contract';
import { plainTextParagraphs } from '../../lib/plain-text-paragraphs.ts';
import { noticePath } from './notice-paths.ts';

/** What a notice page says about itself: its title, its first paragraph, and its one address. */
export function noticeHead(notice: Notice): { heading: string; description: string; path: string } {
  const [firstParagraph = []] = plainTextParagraphs(notice.body);
  return { heading: notice.title, description: firstParagraph.join(' '), path: noticePath(notice) };
}

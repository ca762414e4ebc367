/**
 * A rules revision's body as the viewer page draws it (decision 0055). Operators write plain text, one
 * paragraph a line (blank lines only space it out):
 * - a line 「第3条（会員登録）」 or 「2. 成人向け作品の取扱い」 opens an article, each following line is one of its
 *   clauses (numbered 1, 2, 3 when there are several), and a line 「(1) …」 an item of the clause above it;
 * - a line 「【販売価格】」 opens a row of a table, the following lines its value (特定商取引法に基づく表記);
 * - the lines before the first article or row are the page's lead.
 * `[お問い合わせフォーム](/support/inquiry)` in a line is a link to a page of the site.
 */

export interface RulesClause {
  text: string;
  items: string[];
}

export interface RulesArticle {
  heading: string;
  clauses: RulesClause[];
}

export interface RulesRow {
  label: string;
  lines: string[];
}

export interface RulesBody {
  lead: string[];
  articles: RulesArticle[];
  rows: RulesRow[];
}

const ARTICLE_HEADING = /^(?:第[0-9０-９一二三四五六七八九十百]+条（.+）|\d+\.\s.+)$/;
const ROW_LABEL = /^【(.+)】$/;
const ITEM = /^\(\d+\)\s*(.+)$/;

export function parseRulesBody(body: string): RulesBody {
  const parsed: RulesBody = { lead: [], articles: [], rows: [] };
  let article: RulesArticle | undefined;
  let row: RulesRow | undefined;
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    const text = line.trim();
    if (text === '') continue;
    const label = ROW_LABEL.exec(text)?.[1];
    if (label !== undefined) {
      row = { label, lines: [] };
      article = undefined;
      parsed.rows.push(row);
      continue;
    }
    if (ARTICLE_HEADING.test(text)) {
      article = { heading: text, clauses: [] };
      row = undefined;
      parsed.articles.push(article);
      continue;
    }
    if (row) {
      row.lines.push(text);
      continue;
    }
    const item = ITEM.exec(text)?.[1];
    const clause = article?.clauses.at(-1);
    if (item !== undefined && clause) clause.items.push(item);
    else if (article) article.clauses.push({ text, items: [] });
    else parsed.lead.push(text);
  }
  return parsed;
}

/** A line's text and its links to pages of the site, in order. An address that is no site path stays text. */
export type InlinePart = { text: string; to?: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inlineParts(line: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, text = '', to = ''] = match;
    if (match.index > last) parts.push({ text: line.slice(last, match.index) });
    parts.push(to.startsWith('/') && !to.startsWith('//') ? { text, to } : { text });
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push({ text: line.slice(last) });
  return parts;
}

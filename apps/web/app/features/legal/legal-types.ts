/** The shape of a legal text: articles of numbered clauses, some with lettered items, as Japanese terms are written. */

export interface LegalClause {
  text: string;
  /** Items the clause lists: (1), (2) … */
  items?: readonly string[];
}

export interface LegalArticle {
  /** 「第3条（会員登録）」 */
  heading: string;
  clauses: readonly LegalClause[];
}

export interface LegalDocument {
  heading: string;
  description: string;
  lead: string;
  articles: readonly LegalArticle[];
  /** 「2025年4月1日 制定」 … */
  history: readonly string[];
}

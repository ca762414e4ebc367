/** The FAQ's vocabulary: topics in the order the index shows them, and one entry per /faq/{n} page. */

export const FAQ_TOPICS = [
  { id: 'account', label: '会員登録・ログイン' },
  { id: 'plans', label: 'プラン・料金' },
  { id: 'payment', label: 'お支払い' },
  { id: 'cancel', label: '解約・退会' },
  { id: 'points', label: 'ポイント・エピソードの購入' },
  { id: 'playback', label: '視聴・再生' },
  { id: 'environment', label: '推奨環境・端末' },
  { id: 'content', label: '作品・年齢確認' },
  { id: 'features', label: 'マイリスト・便利な機能' },
  { id: 'other', label: 'その他' },
] as const;

export type FaqTopicId = (typeof FAQ_TOPICS)[number]['id'];

/** A page of this site the answer points to. */
export interface FaqLink {
  label: string;
  to: string;
}

export interface FaqEntry {
  /** The page's number: /faq/{number}. Numbers are permanent, so links to an answer never break. */
  number: number;
  topic: FaqTopicId;
  question: string;
  /** The answer, one paragraph per item. */
  answer: readonly string[];
  related: readonly FaqLink[];
}

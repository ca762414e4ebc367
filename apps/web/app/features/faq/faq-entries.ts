import { FAQ_TOPICS, type FaqEntry } from './faq-types.ts';
import { ACCOUNT_ENTRIES } from './topics/account.ts';
import { CANCEL_ENTRIES } from './topics/cancel.ts';
import { CONTENT_ENTRIES } from './topics/content.ts';
import { ENVIRONMENT_ENTRIES } from './topics/environment.ts';
import { FEATURE_ENTRIES } from './topics/features.ts';
import { OTHER_ENTRIES } from './topics/other.ts';
import { PAYMENT_ENTRIES } from './topics/payment.ts';
import { PLAN_ENTRIES } from './topics/plans.ts';
import { PLAYBACK_ENTRIES } from './topics/playback.ts';
import { POINT_ENTRIES } from './topics/points.ts';

/** Every answer, by number. A number not here has no page: /faq/{n} answers 404. */
const ENTRIES_BY_NUMBER: ReadonlyMap<number, FaqEntry> = new Map(
  [
    ...ACCOUNT_ENTRIES,
    ...PLAN_ENTRIES,
    ...PAYMENT_ENTRIES,
    ...CANCEL_ENTRIES,
    ...POINT_ENTRIES,
    ...PLAYBACK_ENTRIES,
    ...ENVIRONMENT_ENTRIES,
    ...CONTENT_ENTRIES,
    ...FEATURE_ENTRIES,
    ...OTHER_ENTRIES,
  ].map((entry) => [entry.number, entry]),
);

export function findFaqEntry(number: number | null): FaqEntry | undefined {
  return number === null ? undefined : ENTRIES_BY_NUMBER.get(number);
}

export function faqNumbers(): number[] {
  return [...ENTRIES_BY_NUMBER.keys()].sort((a, b) => a - b);
}

export interface FaqTopicGroup {
  id: string;
  label: string;
  entries: FaqEntry[];
}

/** The index: each topic with its questions in number order. */
export function faqTopicGroups(): FaqTopicGroup[] {
  const entries = faqNumbers().flatMap((number) => ENTRIES_BY_NUMBER.get(number) ?? []);
  return FAQ_TOPICS.map((topic) => ({ ...topic, entries: entries.filter((entry) => entry.topic === topic.id) }));
}

export function faqTopicLabel(entry: FaqEntry): string {
  return FAQ_TOPICS.find((topic) => topic.id === entry.topic)?.label ?? '';
}

import { FAQ_TOPIC_IDS, FAQ_TOPIC_LABELS, type FaqEntryAnswer, type FaqTopicId } from '@hanabi/contract';

export interface FaqTopicGroup {
  id: FaqTopicId;
  label: string;
  entries: FaqEntryAnswer[];
}

/**
 * The index: each topic in the contract's order, with its entries in the order the API sends them (place
 * within the topic, then number). A topic without a published entry has no heading to show.
 */
export function faqTopicGroups(entries: readonly FaqEntryAnswer[]): FaqTopicGroup[] {
  return FAQ_TOPIC_IDS.map((id) => ({
    id,
    label: FAQ_TOPIC_LABELS[id],
    entries: entries.filter((entry) => entry.topic === id),
  })).filter((group) => group.entries.length > 0);
}

/** The rules documents as the console names them (decision 0055), and a revision's state on a Japan day. */
import { type AdminRulesRevision, RULES_DOCUMENTS, type RulesDocument } from '@hanabi/contract';
import { toJapanInput } from '../catalogue/japan-datetime.ts';

export const RULES_DOCUMENT_PAGES: Record<RulesDocument, { name: string; path: string }> = {
  terms: { name: '利用規約', path: '/rules/service' },
  tokusho: { name: '特定商取引法に基づく表記', path: '/rules/tokusyo' },
  service_policy: { name: 'サービスポリシー', path: '/rules/service-policy' },
};

/** `?document=` of the console's rules page: the terms when missing or unknown. */
export function rulesDocumentOf(value: string | null): RulesDocument {
  return RULES_DOCUMENTS.find((document) => document === value) ?? 'terms';
}

/** The Japan date of an instant: 2026-04-01. */
export const japanDayOf = (instant: Date) => toJapanInput(instant.toISOString()).slice(0, 10);

/** 下書き, 施行予定 (published, in force from a later day) or 施行済み (in force on `today` or before). */
export function revisionStateOf(revision: Pick<AdminRulesRevision, 'published_at' | 'effective_on'>, today: string) {
  if (revision.published_at === null) return '下書き';
  return revision.effective_on > today ? '施行予定' : '施行済み';
}

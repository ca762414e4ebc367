import type { FaqEntryAnswer } from '@hanabi/contract';
import { apiFailure, apiSuccess } from './fixtures.ts';
import { fakeSiteApi } from './loader-context.ts';

/** An entry as the API sends it, in the plans topic unless told. */
export const faqEntry = (number: number, fields: Partial<FaqEntryAnswer> = {}): FaqEntryAnswer => ({
  number,
  topic: 'plans',
  question: `質問${number}ですか。`,
  answer: `回答${number}です。`,
  position: 10,
  related: [],
  ...fields,
});

/** A fake API serving `entries` as the published FAQ (GET /v1/faq and /v1/faq/{n}), 404 for any other number. */
export function faqApi(entries: FaqEntryAnswer[]) {
  return fakeSiteApi({
    '/v1/faq': () => apiSuccess({ items: entries }),
    ...Object.fromEntries(entries.map((entry) => [`/v1/faq/${entry.number}`, () => apiSuccess(entry)])),
  });
}

/** A fake API whose FAQ calls fail with 503 (the index's and /faq/3's). */
export function failingFaqApi() {
  const fail = () => apiFailure(503, 5003, 'ただいま混み合っています。');
  return fakeSiteApi({ '/v1/faq': fail, '/v1/faq/3': fail });
}

/**
 * The member's own title lists (spec §7, decision 0020): the mylist (titles kept to watch later) and the
 * hidden titles (titles never to be shown again in any list or search). Adding and removing are idempotent;
 * the title travels in the query, as spec §7 says for these calls.
 */
import { z } from 'zod';
import type { TitleSort } from './catalogue-query.ts';
import { pagedList, paginationQuerySchema } from './envelope.ts';
import { resourceIdListSchema, resourceIdSchema } from './ids.ts';
import { titleCardSchema } from './titles.ts';

/**
 * `added`: the most recently added first (the default); `kana`: reading order, as the catalogue's `kana`
 * sort.
 */
export const MYLIST_SORTS = ['added', 'kana'] as const satisfies ReadonlyArray<'added' | TitleSort>;
export type MylistSort = (typeof MYLIST_SORTS)[number];

/**
 * Paging of a viewer list, and `title_id` to ask about one title: the page then holds that title or
 * nothing, so `pagination.total` says whether it is in the list (how the title page knows).
 */
export const viewerListQuerySchema = paginationQuerySchema.extend({
  title_id: resourceIdSchema.optional(),
});
export type ViewerListQuery = z.infer<typeof viewerListQuerySchema>;

/** How many titles one GET /v1/users/mylist/titles?title_ids= asks about: a page's worth of cards. */
export const MAX_MYLIST_TITLE_IDS = 100;

/**
 * GET /v1/users/mylist/titles. `title_ids` (comma-separated) narrows the list to those of the given titles
 * that are in it: how a page of title cards learns, in one call, which cards to show as added.
 */
export const mylistQuerySchema = viewerListQuerySchema.extend({
  sort: z.enum(MYLIST_SORTS).default('added'),
  title_ids: resourceIdListSchema(
    MAX_MYLIST_TITLE_IDS,
    `title_ids must be up to ${MAX_MYLIST_TITLE_IDS} comma-separated ids`,
  ).optional(),
});
export type MylistQuery = z.infer<typeof mylistQuerySchema>;

/** POST /v1/users/mylist/titles and POST /v1/users/hidden_titles: the title to add. */
export const viewerListTitleQuerySchema = z.object({ title_id: resourceIdSchema });
export type ViewerListTitleQuery = z.infer<typeof viewerListTitleQuerySchema>;

export const mylistTitleSchema = titleCardSchema.extend({
  added_at: z.string().describe('ISO 8601, Japan time: when the member added it'),
});
export type MylistTitle = z.infer<typeof mylistTitleSchema>;
export const mylistTitleListSchema = pagedList(mylistTitleSchema);
export type MylistTitleList = z.infer<typeof mylistTitleListSchema>;

export const hiddenTitleSchema = titleCardSchema.extend({
  hidden_at: z.string().describe('ISO 8601, Japan time: when the member hid it'),
});
export type HiddenTitle = z.infer<typeof hiddenTitleSchema>;
export const hiddenTitleListSchema = pagedList(hiddenTitleSchema);
export type HiddenTitleList = z.infer<typeof hiddenTitleListSchema>;

/** What adding a title answers: the entry, with the time of the first add when it was already there. */
export const mylistEntrySchema = z.object({ title_id: z.number().int(), added_at: z.string() });
export type MylistEntry = z.infer<typeof mylistEntrySchema>;
export const hiddenEntrySchema = z.object({ title_id: z.number().int(), hidden_at: z.string() });
export type HiddenEntry = z.infer<typeof hiddenEntrySchema>;

import {
  type HiddenEntry,
  type HiddenTitleList,
  hiddenEntrySchema,
  hiddenTitleListSchema,
  type MylistEntry,
  type MylistQuery,
  type MylistTitleList,
  mylistEntrySchema,
  mylistTitleListSchema,
  type Pagination,
  type ViewerListQuery,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import type { ResponseSchema } from '../http/schema.ts';

const MYLIST_PATH = '/v1/users/mylist/titles';
const HIDDEN_PATH = '/v1/users/hidden_titles';

/** What is left out, the API fills in (page 1, 20 per page, the mylist newest added first). */
export type MylistRequest = Partial<Omit<MylistQuery, 'title_id' | 'title_ids'>>;
export type HiddenTitlesRequest = Partial<Omit<ViewerListQuery, 'title_id'>>;

/**
 * The member's mylist and hidden titles (decision 0020). The title to add travels in the query (spec §7) with
 * an empty JSON body, as for every JSON POST without a payload; adding and removing are safe to repeat.
 */
export function viewerListEndpoints(http: HttpClient) {
  /** Whether one title is in a list: asked with title_id, the page holds it or nothing. */
  async function contains(
    path: string,
    schema: ResponseSchema<{ pagination: Pagination }>,
    titleId: number,
    options?: CallOptions,
  ): Promise<boolean> {
    const page = await http.get(path, { ...options, query: { title_id: titleId, per_page: 1 }, schema });
    return page.pagination.total > 0;
  }

  return {
    /** GET /v1/users/mylist/titles — the member's mylist, paged, sorted by `added` (default) or `kana`. */
    getMylistTitles: (query: MylistRequest = {}, options?: CallOptions): Promise<MylistTitleList> =>
      http.get(MYLIST_PATH, { ...options, query, schema: mylistTitleListSchema }),

    /** GET /v1/users/mylist/titles?title_id= — whether the title is in the member's mylist. */
    isInMylist: (titleId: number, options?: CallOptions): Promise<boolean> =>
      contains(MYLIST_PATH, mylistTitleListSchema, titleId, options),

    /**
     * GET /v1/users/mylist/titles?title_ids= — which of `titleIds` (at most MAX_MYLIST_TITLE_IDS) are in the
     * member's mylist, in one call: one page as large as the list holds every answer.
     */
    mylistTitleIdsAmong: async (titleIds: readonly number[], options?: CallOptions): Promise<number[]> => {
      // An empty list is no question: the API refuses `title_ids=`.
      if (titleIds.length === 0) return [];
      const page = await http.get(MYLIST_PATH, {
        ...options,
        query: { title_ids: titleIds.join(','), per_page: titleIds.length },
        schema: mylistTitleListSchema,
      });
      return page.items.map((title) => title.id);
    },

    /** POST /v1/users/mylist/titles?title_id= — adds the title; adding it again changes nothing. */
    addToMylist: (titleId: number, options?: CallOptions): Promise<MylistEntry> =>
      http.post(MYLIST_PATH, { ...options, query: { title_id: titleId }, body: {}, schema: mylistEntrySchema }),

    /** DELETE /v1/users/mylist/titles/{id} — takes the title out; harmless when it is not there. */
    removeFromMylist: async (titleId: number, options?: CallOptions): Promise<void> => {
      await http.delete(`${MYLIST_PATH}/${encodeURIComponent(titleId)}`, options);
    },

    /** GET /v1/users/hidden_titles — the titles the member hid, most recently hidden first. */
    getHiddenTitles: (query: HiddenTitlesRequest = {}, options?: CallOptions): Promise<HiddenTitleList> =>
      http.get(HIDDEN_PATH, { ...options, query, schema: hiddenTitleListSchema }),

    /** GET /v1/users/hidden_titles?title_id= — whether the member hid the title. */
    isHidden: (titleId: number, options?: CallOptions): Promise<boolean> =>
      contains(HIDDEN_PATH, hiddenTitleListSchema, titleId, options),

    /** POST /v1/users/hidden_titles?title_id= — hides the title from every list and search. */
    hideTitle: (titleId: number, options?: CallOptions): Promise<HiddenEntry> =>
      http.post(HIDDEN_PATH, { ...options, query: { title_id: titleId }, body: {}, schema: hiddenEntrySchema }),

    /** DELETE /v1/users/hidden_titles/{id} — shows the title again; harmless when it was not hidden. */
    unhideTitle: async (titleId: number, options?: CallOptions): Promise<void> => {
      await http.delete(`${HIDDEN_PATH}/${encodeURIComponent(titleId)}`, options);
    },
  };
}

export type ViewerListEndpoints = ReturnType<typeof viewerListEndpoints>;

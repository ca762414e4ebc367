/**
 * What every title list route built by `titleListRoute` answers alike — the filters, hidden titles, paging
 * and refused parameters — run against one route's definition (the object its route is built from) and the
 * titles its test writes. The route's test file adds only what its list does differently.
 */
import type { AppDatabase } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import {
  getList,
  idsOf,
  insertListScope,
  type ListRequestOptions,
  type ListScopeFixture,
  memberWhoHid,
} from './discovery-fixtures.ts';

type Query = Record<string, string | number>;

/** What the route's own tests reach: ready once the suite's `beforeAll` has run. */
export interface TitleListRouteContext<Ids> {
  readonly api: TestApi;
  readonly scope: ListScopeFixture;
  /** The ids `seed` returned. */
  readonly ids: Ids;
  /** GET the list within the scope's tag (so that only this test's titles count), with `query`. */
  list(query?: Query, options?: ListRequestOptions): ReturnType<typeof getList>;
  /** The listed items in order, each as its id and the value of `field`. */
  idsWith(field: string, query?: Query, options?: ListRequestOptions): Promise<Array<[number, unknown]>>;
}

/** What the shared tests expect of one list, given the ids its titles got. */
export interface TitleListExpectations {
  /** The titles listed with `genre_id` of the scope's genre, with `design_type=0`, with `display_group=mature_group`. */
  filtered: { genre: number[]; designType0: number[]; matureGroup: number[] };
  /** A member who hid `hide` sees `rest`. */
  hidden: { hide: number[]; rest: number[] };
  /** Page 2 at `perPage` lists `ids`, of `total` in `totalPages` pages. */
  secondPage: { perPage: number; ids: number[]; total: number; totalPages: number };
}

export interface TitleListRouteCase<Ids> {
  /** The route's definition: the same object its route is built from. */
  definition: { url: string };
  /** Writes the list's titles into the scope (within its tag; some in its genre); returns their ids. */
  seed(db: AppDatabase, scope: ListScopeFixture): Promise<Ids>;
  expectations(ids: Ids): TitleListExpectations;
  /** Parameters the route refuses with 400, each with the field the answer names. */
  refused: Array<[Query, string]>;
  /** The route's own tests, registered first, in the same `describe` and on the same titles. */
  ownTests(route: TitleListRouteContext<Ids>): void;
}

export function describeTitleListRoute<Ids>({
  definition,
  seed,
  expectations,
  refused,
  ownTests,
}: TitleListRouteCase<Ids>) {
  describe(`GET ${definition.url}`, () => {
    let api: TestApi;
    let scope: ListScopeFixture;
    let ids: Ids;
    const route: TitleListRouteContext<Ids> = {
      get api() {
        return api;
      },
      get scope() {
        return scope;
      },
      get ids() {
        return ids;
      },
      list: (query = {}, options = {}) => getList(api, definition.url, { tag_id: scope.tagId, ...query }, options),
      idsWith: async (field, query, options) =>
        (await route.list(query, options))
          .json()
          .contents.items.map((item: Record<string, unknown> & { id: number }) => [item.id, item[field]]),
    };
    const { list } = route;

    beforeAll(async () => {
      api = await buildTestApi();
      scope = await insertListScope(api.database.db);
      ids = await seed(api.database.db, scope);
    });
    afterAll(() => api.close());

    ownTests(route);

    it('applies the genre, design type and display group filters', async () => {
      const { filtered } = expectations(ids);

      expect(idsOf(await list({ genre_id: scope.genreId }))).toEqual(filtered.genre);
      expect(idsOf(await list({ design_type: 0 }))).toEqual(filtered.designType0);
      expect(idsOf(await list({ display_group: 'mature_group' }))).toEqual(filtered.matureGroup);
    });

    it("leaves out a signed-in member's hidden titles", async () => {
      const { hidden } = expectations(ids);
      const cookies = await memberWhoHid(api.database.db, hidden.hide);

      const response = await list({}, { cookies });

      expect(idsOf(response)).toEqual(hidden.rest);
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('pages', async () => {
      const { perPage, ids: onPage, total, totalPages } = expectations(ids).secondPage;

      const response = await list({ per_page: perPage, page: 2 });

      expect(idsOf(response)).toEqual(onPage);
      expect(response.json().contents.pagination).toEqual({
        page: 2,
        per_page: perPage,
        total,
        total_pages: totalPages,
      });
    });

    it.each(refused)('answers 400 for %o', async (query, field) => {
      const response = await list(query);

      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ field, reason: expect.any(String) }]);
    });
  });
}

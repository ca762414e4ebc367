/**
 * Tags in the operator API (decision 0046): created and renamed with unique names, and merged — the merged
 * tag's titles move to the other, a title carrying both keeps one link, and the merged tag is gone — with the
 * viewers' search following and the merge audited.
 */
import { auditLog, titleTags } from '@hanabi/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { getList, idsOf, uniqueLabel } from '../../test/discovery-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

describe('tags under /admin/v1', () => {
  let api: TestApi;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
  });
  afterAll(() => api.close());

  async function createTag(name: string): Promise<number> {
    const response = await adminCall(api, 'POST', '/admin/v1/tags', { cookie: editor, body: { name } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents.id;
  }

  async function tagsOf(titleId: number): Promise<number[]> {
    const rows = await api.database.db
      .select({ tagId: titleTags.tagId })
      .from(titleTags)
      .where(eq(titleTags.titleId, titleId))
      .orderBy(asc(titleTags.tagId));
    return rows.map((row) => row.tagId);
  }

  it('refuses a taken name (409) and an empty one (400), in Japanese, and サポート altogether (403)', async () => {
    const name = uniqueLabel('熱血');
    await createTag(name);

    const taken = await adminCall(api, 'POST', '/admin/v1/tags', { cookie: editor, body: { name } });
    const empty = await adminCall(api, 'POST', '/admin/v1/tags', { cookie: editor, body: { name: ' ' } });
    const bySupport = await adminCall(api, 'POST', '/admin/v1/tags', { cookie: support, body: { name: 'サポート' } });

    expect([taken.statusCode, empty.statusCode, bySupport.statusCode]).toEqual([409, 400, 403]);
    expect(taken.json().message).toBe('この名前はすでに使われています。');
    expect(empty.json().message).toBe('タグ名を入力してください。');
  });

  it('merges a tag into another: its titles move, a title with both keeps one link, the tag is gone', async () => {
    const { db } = api.database;
    const mergedName = uniqueLabel('ロボット');
    const keptName = uniqueLabel('メカ');
    const merged = await createTag(mergedName);
    const kept = await createTag(keptName);
    const onlyMerged = await insertTitle(db);
    const both = await insertTitle(db);
    await db.insert(titleTags).values([
      { titleId: onlyMerged, tagId: merged },
      { titleId: both, tagId: merged },
      { titleId: both, tagId: kept },
    ]);

    const response = await adminCall(api, 'POST', `/admin/v1/tags/${merged}/merge`, {
      cookie: editor,
      body: { into_tag_id: kept },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contents).toEqual({ id: kept, name: keptName, title_count: 2 });
    expect([await tagsOf(onlyMerged), await tagsOf(both)]).toEqual([[kept], [kept]]);
    const list = await adminCall(api, 'GET', '/admin/v1/tags', { cookie: support });
    expect(list.json().contents.items.map((tag: { id: number }) => tag.id)).not.toContain(merged);
    // The viewers' search keywords follow: the kept tag's name finds the title that only had the merged one.
    expect(idsOf(await getList(api, '/v1/search', { q: keptName, per_page: 100 }, { now: TEST_NOW }))).toContain(
      onlyMerged,
    );
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.operation, 'tag.merge'));
    expect(entry).toMatchObject({
      targetId: String(merged),
      before: { tag: { id: merged, name: mergedName }, title_ids: expect.arrayContaining([onlyMerged, both]) },
      after: { into: { id: kept, name: keptName }, title_count: 2 },
    });
  });

  it('refuses to merge a tag into itself or into an unknown tag, and changes nothing', async () => {
    const tag = await createTag(uniqueLabel('日常'));
    const titleId = await insertTitle(api.database.db);
    await api.database.db.insert(titleTags).values({ titleId, tagId: tag });

    const itself = await adminCall(api, 'POST', `/admin/v1/tags/${tag}/merge`, {
      cookie: editor,
      body: { into_tag_id: tag },
    });
    const unknown = await adminCall(api, 'POST', `/admin/v1/tags/${tag}/merge`, {
      cookie: editor,
      body: { into_tag_id: 2_000_000_000 },
    });

    expect([itself.statusCode, unknown.statusCode]).toEqual([400, 404]);
    expect(itself.json().message).toBe('同じタグどうしは統合できません。');
    expect(await tagsOf(titleId)).toEqual([tag]);
  });

  it('renames a tag, and the search finds its titles by the new name', async () => {
    const tag = await createTag(uniqueLabel('旧名'));
    const titleId = await insertTitle(api.database.db);
    await api.database.db.insert(titleTags).values({ titleId, tagId: tag });
    const renamed = uniqueLabel('新名');

    const response = await adminCall(api, 'PUT', `/admin/v1/tags/${tag}`, { cookie: editor, body: { name: renamed } });

    expect(response.json().contents).toEqual({ id: tag, name: renamed, title_count: 1 });
    expect(idsOf(await getList(api, '/v1/search', { q: renamed, per_page: 100 }, { now: TEST_NOW }))).toContain(
      titleId,
    );
  });
});

/**
 * The order of tags (PUT /admin/v1/tags/order): a title's page shows its tags in the order operators give, a
 * new tag goes last, and a list that no longer names every tag is refused (409) without changing anything.
 */
import { auditLog, titleTags } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { uniqueLabel } from '../../test/discovery-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

describe('PUT /admin/v1/tags/order', () => {
  let api: TestApi;
  let editor: string;

  beforeAll(async () => {
    ({ api, editor } = await apiWithCatalogueOperators());
  });
  afterAll(() => api.close());

  async function createTag(): Promise<number> {
    const response = await adminCall(api, 'POST', '/admin/v1/tags', {
      cookie: editor,
      body: { name: uniqueLabel('タグ') },
    });
    return response.json().contents.id;
  }
  async function tagIds(): Promise<number[]> {
    const response = await adminCall(api, 'GET', '/admin/v1/tags', { cookie: editor });
    return response.json().contents.items.map((tag: { id: number }) => tag.id);
  }
  async function titlePageTags(titleId: number): Promise<number[]> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/titles/${titleId}`,
      headers: { 'x-debug-time': TEST_NOW },
    });
    return response.json().contents.tags.map((tag: { id: number }) => tag.id);
  }

  it("shows a title's tags in the order given, a new tag last, and audits the order", async () => {
    const [a, b, c] = [await createTag(), await createTag(), await createTag()];
    const titleId = await insertTitle(api.database.db);
    await api.database.db.insert(titleTags).values([a, b, c].map((tagId) => ({ titleId, tagId })));
    expect(await titlePageTags(titleId)).toEqual([a, b, c]);
    const others = (await tagIds()).filter((id) => ![a, b, c].includes(id));

    const response = await adminCall(api, 'PUT', '/admin/v1/tags/order', {
      cookie: editor,
      body: { ids: [c, a, ...others, b] },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await titlePageTags(titleId)).toEqual([c, a, b]);
    const later = await createTag();
    expect(await tagIds()).toEqual([c, a, ...others, b, later]);
    const [entry] = await api.database.db.select().from(auditLog).where(eq(auditLog.operation, 'tag.reorder'));
    expect(entry?.after).toEqual({ ids: [c, a, ...others, b] });
  });

  it('refuses a list missing a tag (409), in Japanese, and keeps the order', async () => {
    const order = await tagIds();
    await createTag();
    const response = await adminCall(api, 'PUT', '/admin/v1/tags/order', {
      cookie: editor,
      body: { ids: [...order].reverse() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      '並べ替えている間に一覧が変わりました。画面を読み込み直してから、もう一度並べ替えてください。',
    );
    expect((await tagIds()).slice(0, order.length)).toEqual(order);
  });
});

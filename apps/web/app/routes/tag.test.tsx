import { describe, expect, it } from 'vitest';
import { apiSuccess, title, titleCard } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { middlewareArgs } from '../test/route-middleware.ts';
import { loader as tagLoader } from './tag.tsx';

const pagination = (total: number) => ({ page: 1, per_page: 20, total, total_pages: total === 0 ? 0 : 1 });

describe('tag page', () => {
  it('lists the general titles of the tag and takes its name from the first title', async () => {
    const api = fakeLoadContext((url) =>
      url.pathname === '/v1/titles/1'
        ? apiSuccess(title(1, { tags: [{ id: 8, name: '時代劇' }] }))
        : apiSuccess({ items: [titleCard(1), titleCard(2)], pagination: pagination(2) }),
    );
    const data = await tagLoader(middlewareArgs('/tags/8?page=2', api.context, {}, { id: '8' }));
    expect(data.tagName).toBe('時代劇');
    expect(api.calls[0]?.url.search).toBe('?tag_id=8&page=2&per_page=24');
  });

  it('answers 404 for an id that is not one', async () => {
    const api = fakeLoadContext(() => apiSuccess(null));
    await expect(tagLoader(middlewareArgs('/tags/x', api.context, {}, { id: 'x' }))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { middlewareArgs } from '../test/route-middleware.ts';
import { requireIdParam, routeIdOf } from './route-param-check.server.ts';

/** Runs requireIdParam for `path` with `:id` = `id`; resolves with the id the loader would read. */
async function idSeenByTheLoader(path: string, id: string) {
  const context = new RouterContextProvider();
  let loaded: number | null = null;
  await requireIdParam({ ...middlewareArgs(path, context), params: { id } }, async () => {
    loaded = routeIdOf(context);
    return new Response('page');
  });
  return loaded;
}

describe('requireIdParam', () => {
  it('hands the id it parsed to the loader', async () => {
    expect(await idSeenByTheLoader('/titles/42', '42')).toBe(42);
  });

  it.each(['abc', '0', '007'])('answers 404 Page Not Found for the id %s before the loader runs', async (id) => {
    await expect(idSeenByTheLoader(`/titles/${id}`, id)).rejects.toMatchObject({
      data: `Page Not Found: /titles/${id}`,
      init: { status: 404 },
    });
  });
});

describe('routeIdOf', () => {
  it('refuses to guess an id when requireIdParam did not run', () => {
    expect(() => routeIdOf(new RouterContextProvider())).toThrow(/requireIdParam/);
  });
});

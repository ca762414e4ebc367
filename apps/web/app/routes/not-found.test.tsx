import { describe, expect, it } from 'vitest';
import { apiSuccess } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { middlewareArgs } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import { loader as notFoundLoader } from './not-found.tsx';

describe('catch-all loader', () => {
  it('answers 404 Page not found with the path', async () => {
    const { context } = fakeLoadContext(() => apiSuccess(null));
    const thrown = await routeErrorOf(() =>
      notFoundLoader(middlewareArgs('/no/such/page', context, {}, { '*': 'no/such/page' })),
    );
    expect(thrown).toEqual({ status: 404, data: 'Page not found: /no/such/page' });
  });
});

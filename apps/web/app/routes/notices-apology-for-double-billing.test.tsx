import { describe, expect, it } from 'vitest';
import { apiSuccess } from '../test/fixtures.ts';
import { apology, noticeApi } from '../test/notice-api.ts';
import { middlewareArgs } from '../test/route-middleware.ts';
import { loader as apologyLoader } from './notices-apology-for-double-billing.tsx';

describe('notice pages', () => {
  it('load the fixed pages by their slug', async () => {
    const { context, calls } = noticeApi({ '/v1/notices/apology_for_double_billing': () => apiSuccess(apology) });
    const data = await apologyLoader(middlewareArgs('/notices/apology_for_double_billing', context));
    expect(data.notice.title).toBe('二重請求に関するお詫び');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/notices/apology_for_double_billing']);
  });
});

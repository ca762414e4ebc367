import { describe, expect, it } from 'vitest';
import { noticeListPath, noticePath } from './notice-paths.ts';

describe('notice addresses', () => {
  it('are the fixed pages of the spec for their two notices, and /notices/{id} for the others', () => {
    expect(noticePath({ id: 3, slug: 'apology_for_double_billing' })).toBe('/notices/apology_for_double_billing');
    expect(noticePath({ id: 4, slug: 'dpay_refund_handle' })).toBe('/notices/dpay_refund_handle');
    expect(noticePath({ id: 5, slug: 'scheduled-maintenance' })).toBe('/notices/5');
    expect(noticePath({ id: 6, slug: null })).toBe('/notices/6');
  });

  it('list one section by its slug', () => {
    expect(noticeListPath(null)).toBe('/notices');
    expect(noticeListPath('maintenance')).toBe('/notices?section=maintenance');
  });
});

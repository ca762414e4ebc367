import { describe, expect, it } from 'vitest';
import { prefetchModeFor } from './prefetch.ts';

describe('prefetchModeFor', () => {
  it('prefetches on intent on ordinary connections, and where the browser does not say', () => {
    expect(prefetchModeFor(undefined)).toBe('intent');
    expect(prefetchModeFor({ effectiveType: '4g' })).toBe('intent');
    expect(prefetchModeFor({ effectiveType: '3g', saveData: false })).toBe('intent');
  });

  it('skips prefetching on 2g and slow-2g, and in data-saver mode', () => {
    expect(prefetchModeFor({ effectiveType: '2g' })).toBe('none');
    expect(prefetchModeFor({ effectiveType: 'slow-2g' })).toBe('none');
    expect(prefetchModeFor({ effectiveType: '4g', saveData: true })).toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import { memoryBrowser } from '../../test/memory-storage.ts';
import { rateLabel, rememberedRate, rememberRate, steppedRate } from './playback-rate.ts';

describe('the playback speed', () => {
  it('is normal until the viewer picks one, then the one picked, in any episode', () => {
    const host = memoryBrowser();
    expect(rememberedRate(host)).toBe(1);
    rememberRate(1.5, host);
    expect(rememberedRate(host)).toBe(1.5);
    expect(host.localStorage.getItem('playback_rate')).toBe('1.5');
  });

  it('ignores a stored speed the player does not offer', () => {
    const host = memoryBrowser();
    host.localStorage.setItem('playback_rate', '1.1');
    expect(rememberedRate(host)).toBe(1);
  });

  it('steps up and down the list, staying at the ends', () => {
    expect(steppedRate(1, 1)).toBe(1.25);
    expect(steppedRate(1, -1)).toBe(0.75);
    expect(steppedRate(2, 1)).toBe(2);
    expect(steppedRate(0.5, -1)).toBe(0.5);
  });

  it('is labelled in Japanese', () => {
    expect(rateLabel(1)).toBe('標準');
    expect(rateLabel(0.5)).toBe('0.5倍');
  });
});

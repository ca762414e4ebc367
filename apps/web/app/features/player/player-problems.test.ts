import { describe, expect, it } from 'vitest';
import { problemOf } from './player-problems.ts';

const shakaError = (category: number, code: number, data: unknown[] = []) => ({ category, code, data });

describe('what went wrong with playback', () => {
  it('a refused licence is a question of rights', () => {
    expect(problemOf(shakaError(6, 6007, [shakaError(1, 1001, ['https://api/v1/licenses/clearkey/1', 403])]))).toBe(
      'licence_refused',
    );
  });

  it('a refused manifest or segment means outside Japan', () => {
    expect(problemOf(shakaError(1, 1001, ['https://api/media/video/x/manifest.mpd', 403]))).toBe('outside_japan');
  });

  it('other network failures are network problems', () => {
    expect(problemOf(shakaError(1, 1002, ['https://api/media/x.m4s']))).toBe('network');
    expect(problemOf(shakaError(1, 1001, ['https://api/media/x.m4s', 503]))).toBe('network');
  });

  it('no usable key system is an unsupported browser', () => {
    expect(problemOf(shakaError(6, 6001))).toBe('unsupported_browser');
  });

  it('anything else is a failed playback', () => {
    expect(problemOf(shakaError(3, 3016))).toBe('playback_failed');
    expect(problemOf(new Error('boom'))).toBe('playback_failed');
  });
});

import { describe, expect, it } from 'vitest';
import { memoryBrowser } from '../../test/memory-storage.ts';
import { startPosition, takeHandedOverStart } from './start-position.ts';

describe('where playback starts', () => {
  it('resumes where the viewer left off', () => {
    expect(startPosition({ handedOverSeconds: undefined, resumeSeconds: 312, durationSeconds: 1440 })).toBe(312);
  });

  it('starts again from the beginning once the episode was finished', () => {
    expect(startPosition({ handedOverSeconds: undefined, resumeSeconds: 1430, durationSeconds: 1440 })).toBe(0);
  });

  it('prefers a position handed over in this tab, kept inside the video', () => {
    expect(startPosition({ handedOverSeconds: 90, resumeSeconds: 312, durationSeconds: 1440 })).toBe(90);
    expect(startPosition({ handedOverSeconds: 5000, resumeSeconds: 0, durationSeconds: 1440 })).toBe(1439);
  });

  it('reads a handed-over position once', () => {
    const host = memoryBrowser();
    host.sessionStorage.setItem('playback_start_seconds', '90');
    expect(takeHandedOverStart(host)).toBe(90);
    expect(takeHandedOverStart(host)).toBeUndefined();
  });
});

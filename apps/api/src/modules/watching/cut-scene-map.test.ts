import { describe, expect, it } from 'vitest';
import { secondsOnOtherCut } from './cut-scene-map.ts';

// Broadcast: scenes of 100, 200 and 300 s; premium: the second scene is longer, the third shorter.
const broadcast = { startSeconds: [0, 100, 300], durationSeconds: 600 };
const premium = { startSeconds: [0, 100, 400], durationSeconds: 550 };

describe('secondsOnOtherCut', () => {
  it('keeps the scene and the offset into it, not the second', () => {
    expect(secondsOnOtherCut(broadcast, 350, premium)).toBe(450);
    expect(secondsOnOtherCut(premium, 450, broadcast)).toBe(350);
  });

  it('keeps a position in a scene both cuts share where it is', () => {
    expect(secondsOnOtherCut(broadcast, 42, premium)).toBe(42);
  });

  it('maps a scene start to the scene start', () => {
    expect(secondsOnOtherCut(broadcast, 300, premium)).toBe(400);
    expect(secondsOnOtherCut(broadcast, 0, premium)).toBe(0);
  });

  it('keeps an offset past the shorter scene inside that scene', () => {
    // 280 s is 180 s into broadcast's second scene; premium's second scene is 300 s long: it fits.
    expect(secondsOnOtherCut(broadcast, 280, premium)).toBe(280);
    // 390 s is 290 s into premium's second scene; broadcast's is 200 s long: its last second.
    expect(secondsOnOtherCut(premium, 390, broadcast)).toBe(299);
    // 590 s is 290 s into broadcast's last scene; premium's last is 150 s long: the last second of the video.
    expect(secondsOnOtherCut(broadcast, 590, premium)).toBe(549);
  });

  it('reads a position outside the video as its nearest end', () => {
    expect(secondsOnOtherCut(broadcast, -5, premium)).toBe(0);
    expect(secondsOnOtherCut(broadcast, 10_000, premium)).toBe(549);
  });

  it('answers null when the cuts cannot be matched scene by scene', () => {
    expect(secondsOnOtherCut({ startSeconds: [], durationSeconds: 600 }, 50, premium)).toBeNull();
    expect(secondsOnOtherCut(broadcast, 50, { startSeconds: [], durationSeconds: 550 })).toBeNull();
    expect(secondsOnOtherCut(broadcast, 50, { startSeconds: [0, 100], durationSeconds: 550 })).toBeNull();
  });

  it('maps cuts of one scene by offset alone', () => {
    expect(
      secondsOnOtherCut({ startSeconds: [0], durationSeconds: 60 }, 30, { startSeconds: [0], durationSeconds: 20 }),
    ).toBe(19);
  });
});

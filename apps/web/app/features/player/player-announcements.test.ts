import { describe, expect, it } from 'vitest';
import { announcementOf } from './player-announcements.ts';

const playing = { paused: false, ended: false, volume: 1, muted: false, rate: 1 };

describe('what the player says to a screen reader', () => {
  it('says when it plays and pauses, but not at the end of the episode (the countdown speaks then)', () => {
    expect(announcementOf(playing, { ...playing, paused: true })).toBe('一時停止しました');
    expect(announcementOf({ ...playing, paused: true }, playing)).toBe('再生しています');
    expect(announcementOf(playing, { ...playing, paused: true, ended: true })).toBeNull();
  });

  it('says the volume in percent, muting and the speed in the settings’ words', () => {
    expect(announcementOf(playing, { ...playing, volume: 0.35 })).toBe('音量 35%');
    expect(announcementOf(playing, { ...playing, muted: true })).toBe('ミュートしました');
    expect(announcementOf({ ...playing, muted: true }, playing)).toBe('ミュートを解除しました');
    expect(announcementOf(playing, { ...playing, rate: 1.5 })).toBe('再生速度 1.5倍');
    expect(announcementOf({ ...playing, rate: 2 }, playing)).toBe('再生速度 標準');
  });

  it('says nothing when only the position moved', () => {
    expect(announcementOf(playing, { ...playing })).toBeNull();
  });
});

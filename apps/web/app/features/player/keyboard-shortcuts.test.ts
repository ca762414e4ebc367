import { describe, expect, it } from 'vitest';
import { playerActionForKey } from './keyboard-shortcuts.ts';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  playerActionForKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('player keyboard shortcuts', () => {
  it('play and pause with Space and K, whatever the case', () => {
    expect(press(' ')).toEqual({ kind: 'toggle-play' });
    expect(press('K')).toEqual({ kind: 'toggle-play' });
  });

  it('skip with the arrows and J / L, change volume with up and down', () => {
    expect(press('ArrowLeft')).toEqual({ kind: 'skip', direction: -1 });
    expect(press('l')).toEqual({ kind: 'skip', direction: 1 });
    expect(press('ArrowDown')).toEqual({ kind: 'volume', direction: -1 });
  });

  it('mute, fullscreen, speed and jumps by tenths', () => {
    expect(press('m')).toEqual({ kind: 'toggle-mute' });
    expect(press('F')).toEqual({ kind: 'toggle-fullscreen' });
    expect(press('>')).toEqual({ kind: 'speed', direction: 1 });
    expect(press('7')).toEqual({ kind: 'seek-tenth', tenth: 7 });
  });

  it('leave browser shortcuts and other keys alone', () => {
    expect(press('f', { ctrlKey: true })).toBeNull();
    expect(press('r', { metaKey: true })).toBeNull();
    expect(press('Tab')).toBeNull();
    expect(press('x')).toBeNull();
  });
});

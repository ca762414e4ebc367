import { describe, expect, it, vi } from 'vitest';
import { flipOptimistically, type ToggleState, toggleState } from './optimistic-toggle.ts';

const failureOf = (wanted: boolean) => (wanted ? '追加できませんでした。' : '削除できませんでした。');

/** Runs one press and returns every state the control showed, and what was saved. */
async function press(from: ToggleState, save: (on: boolean) => Promise<void>) {
  const shown: ToggleState[] = [];
  const saved: boolean[] = [];
  await flipOptimistically(
    from,
    (next) => shown.push(next),
    (on) => {
      saved.push(on);
      return save(on);
    },
    failureOf,
  );
  return { shown, saved };
}

describe('an optimistic on/off control', () => {
  it('shows the new state before the call answers, and keeps it when the call succeeds', async () => {
    const { shown, saved } = await press(toggleState(false), async () => {});

    expect(saved).toEqual([true]);
    expect(shown).toEqual([
      { on: true, pending: true, failure: null },
      { on: true, pending: false, failure: null },
    ]);
  });

  it('goes back to the previous state with a message when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { shown, saved } = await press(toggleState(true), async () => {
      throw new Error('offline');
    });

    expect(saved).toEqual([false]);
    expect(shown).toEqual([
      { on: false, pending: true, failure: null },
      { on: true, pending: false, failure: '削除できませんでした。' },
    ]);
  });

  it('clears an earlier failure message on the next press', async () => {
    const { shown } = await press({ on: false, pending: false, failure: '追加できませんでした。' }, async () => {});

    expect(shown.at(-1)).toEqual({ on: true, pending: false, failure: null });
  });
});

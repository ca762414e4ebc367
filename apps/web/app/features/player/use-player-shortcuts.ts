import { useEffect } from 'react';
import { playerActionForKey } from './keyboard-shortcuts.ts';
import { applyPlayerAction, type PlayerTarget } from './player-commands.ts';

/**
 * Keys typed into a form field stay the field's, as do Space and Enter on a focused button (they press it)
 * and the arrows on a focused slider (they move it).
 */
function belongsToFocusedControl(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return ['BUTTON', 'A', 'SUMMARY'].includes(target.tagName) && (event.key === ' ' || event.key === 'Enter');
}

/** The player's keyboard shortcuts (keyboard-shortcuts.ts), anywhere on its page, as in other players. */
export function usePlayerShortcuts(target: PlayerTarget | null): void {
  const video = target?.video;
  const container = target?.container;
  const skipSeconds = target?.skipSeconds;
  useEffect(() => {
    if (!video || !container || skipSeconds === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || belongsToFocusedControl(event)) return;
      const action = playerActionForKey(event);
      if (!action) return;
      event.preventDefault();
      applyPlayerAction(action, { video, container, skipSeconds });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [video, container, skipSeconds]);
}

/**
 * The player's keyboard shortcuts, the ones viewers know from other players: Space or K plays and pauses,
 * ← → (or J L) skip back and forward, ↑ ↓ change the volume, M mutes, F goes fullscreen, Shift+< > change
 * the speed, 0–9 jump to that tenth of the episode.
 */
export type PlayerAction =
  | { kind: 'toggle-play' }
  | { kind: 'skip'; direction: 1 | -1 }
  | { kind: 'volume'; direction: 1 | -1 }
  | { kind: 'toggle-mute' }
  | { kind: 'toggle-fullscreen' }
  | { kind: 'speed'; direction: 1 | -1 }
  | { kind: 'seek-tenth'; tenth: number };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const KEY_ACTIONS: Readonly<Record<string, PlayerAction>> = {
  ' ': { kind: 'toggle-play' },
  k: { kind: 'toggle-play' },
  ArrowLeft: { kind: 'skip', direction: -1 },
  j: { kind: 'skip', direction: -1 },
  ArrowRight: { kind: 'skip', direction: 1 },
  l: { kind: 'skip', direction: 1 },
  ArrowUp: { kind: 'volume', direction: 1 },
  ArrowDown: { kind: 'volume', direction: -1 },
  m: { kind: 'toggle-mute' },
  f: { kind: 'toggle-fullscreen' },
  '>': { kind: 'speed', direction: 1 },
  '<': { kind: 'speed', direction: -1 },
};

/** The action of a key press, or null for keys the player leaves to the browser (shortcuts with modifiers). */
export function playerActionForKey({ key, ctrlKey, metaKey, altKey }: KeyPress): PlayerAction | null {
  if (ctrlKey || metaKey || altKey) return null;
  if (/^[0-9]$/.test(key)) return { kind: 'seek-tenth', tenth: Number(key) };
  return KEY_ACTIONS[key.length === 1 ? key.toLowerCase() : key] ?? null;
}

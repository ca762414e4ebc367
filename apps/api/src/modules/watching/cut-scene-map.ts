/**
 * Resume across cuts (decision 0059): a position on one cut of an episode is carried to the other cut as the
 * same scene and the same offset into it, because the cuts' scenes differ in length and the same second
 * would land in another scene.
 */

/** One cut's scene markers: where each scene starts, in seconds, scene 0 at 0, increasing. */
export interface CutScenes {
  startSeconds: readonly number[];
  /** The cut's video length: the last scene ends there. */
  durationSeconds: number;
}

/**
 * Where `seconds` on the `from` cut is on the `to` cut: the same scene, the same offset into it, kept inside
 * that scene (a longer scene on `from` does not spill into the next one on `to`). Null when the two cuts
 * cannot be matched scene by scene — a cut without markers, or a different number of scenes — and then the
 * caller keeps the `to` cut's own position: a guess would put the viewer in a scene they have not reached.
 */
export function secondsOnOtherCut(from: CutScenes, seconds: number, to: CutScenes): number | null {
  const scenes = from.startSeconds.length;
  if (scenes === 0 || scenes !== to.startSeconds.length) return null;
  const within = Math.min(Math.max(0, seconds), from.durationSeconds);
  const scene = lastSceneStartingBy(from.startSeconds, within);
  const offset = within - (from.startSeconds[scene] ?? 0);
  const start = to.startSeconds[scene] ?? 0;
  const end = to.startSeconds[scene + 1] ?? to.durationSeconds;
  // The scene's last whole second, so a long offset stays in this scene rather than opening the next.
  return Math.min(start + offset, Math.max(start, end - 1));
}

function lastSceneStartingBy(startSeconds: readonly number[], seconds: number): number {
  let scene = 0;
  for (const [index, start] of startSeconds.entries()) if (start <= seconds) scene = index;
  return scene;
}

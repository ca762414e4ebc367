import { useEffect, useState } from 'react';

/** How long each slide stays before the next: long enough to read a headline and a line. */
export const AUTO_ADVANCE_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the viewer asked for less motion, followed as it changes; false on the server. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const changed = () => setReduced(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return reduced;
}

/**
 * Auto-advance that a viewer controls (WCAG 2.2.2): it runs unless they pressed pause — or, until they press
 * play, unless they prefer reduced motion — and it holds while the pointer is over the carousel or focus is
 * inside it (`held`), resuming when they leave.
 */
export function useAutoAdvance(advance: () => void, held: boolean, enabled: boolean) {
  const reducedMotion = useReducedMotion();
  // null: the viewer has not chosen, so reduced motion decides.
  const [chosenPaused, setChosenPaused] = useState<boolean | null>(null);
  const paused = chosenPaused ?? reducedMotion;
  const running = enabled && !paused && !held;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(advance, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [running, advance]);

  return { paused, running, reducedMotion, togglePaused: () => setChosenPaused(!paused) };
}

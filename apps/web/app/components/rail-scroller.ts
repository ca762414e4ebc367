import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Where a rail's scroll stands: the buttons at an end it has reached do nothing and say so. */
interface RailEdges {
  atStart: boolean;
  atEnd: boolean;
}

/** Less than a whole view, so that the last card of one view is the first of the next and the eye keeps its place. */
const PAGE_SHARE = 0.85;

/**
 * Previous/next for a rail a mouse cannot scroll sideways (issue 20, item 4): scrolls the list by most of
 * its visible width, smoothly unless the viewer asks for reduced motion, and tracks whether an end is reached.
 */
export function useRailScroller(): {
  listRef: RefObject<HTMLUListElement | null>;
  edges: RailEdges;
  scrollByPage: (direction: -1 | 1) => void;
} {
  const listRef = useRef<HTMLUListElement>(null);
  // Before hydration nothing is known and nothing could scroll: both ends count as reached, which hides the
  // buttons (rail.css) until the first measure.
  const [edges, setEdges] = useState<RailEdges>({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // A pixel of rounding at either end counts as the end.
    setEdges({
      atStart: list.scrollLeft <= 1,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [measure]);

  const scrollByPage = useCallback((direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * PAGE_SHARE, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, []);

  return { listRef, edges, scrollByPage };
}

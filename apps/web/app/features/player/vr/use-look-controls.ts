import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { degreesPerPixel, type LookAngles, lookAfterDrag, lookAfterKey } from './look-around.ts';

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  from: LookAngles;
  perPixel: number;
}

/**
 * Pointer and keyboard handlers for the element showing the 360° picture: a drag with a finger, pen or the
 * main mouse button grabs the picture, and the arrow keys turn the view while the element has focus.
 */
export function useLookControls(look: () => LookAngles, lookTo: (look: LookAngles) => void) {
  const drag = useRef<Drag | null>(null);

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // A second finger on the screen neither restarts the drag nor takes it over.
      if (drag.current !== null || !event.isPrimary || event.button !== 0) return;
      // Captured, the drag keeps going when the pointer leaves the view, and its end always arrives here.
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        from: look(),
        perPixel: degreesPerPixel(event.currentTarget.clientHeight),
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (current === null || current.pointerId !== event.pointerId) return;
      lookTo(lookAfterDrag(current.from, event.clientX - current.x, event.clientY - current.y, current.perPixel));
    },
    // Fires after pointerup and pointercancel alike, so this is the one place a drag ends.
    onLostPointerCapture(event: PointerEvent<HTMLElement>) {
      if (drag.current?.pointerId === event.pointerId) drag.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const next = lookAfterKey(look(), event.key);
      if (next === null) return;
      // The arrows turn the view here; they must neither scroll the page nor reach the player's seek shortcuts.
      event.preventDefault();
      event.stopPropagation();
      lookTo(next);
    },
  };
}

import { useState } from 'react';
import './mature-artwork.css';

/** The attributes that put a card's picture under discreet mode's blur, until it is revealed. */
export interface MatureFrameProps {
  'data-mature-artwork'?: '';
  'data-revealed'?: '';
}

/**
 * Discreet mode's blur of one mature card (decision 0058). The card's element takes `frame`, the attributes
 * the stylesheet blurs it by while `<html data-discreet>`; `button` goes beside the card's link (a button
 * inside a link is invalid HTML) and reveals this picture alone. The stylesheet hides the button outside
 * discreet mode, which also takes it out of the tab order and the accessibility tree. The blur hangs on the
 * server-rendered attributes, so artwork is never shown unblurred before the page hydrates.
 */
export function useMatureArtwork(mature: boolean, name: string) {
  const [revealed, setRevealed] = useState(false);
  if (!mature) return { frame: {} satisfies MatureFrameProps, button: null };
  const frame: MatureFrameProps = revealed
    ? { 'data-mature-artwork': '', 'data-revealed': '' }
    : { 'data-mature-artwork': '' };
  const button = revealed ? null : (
    <button
      type="button"
      className="mature-artwork__reveal"
      aria-label={`${name}の画像を表示`}
      onClick={() => setRevealed(true)}
    >
      画像を表示
    </button>
  );
  return { frame, button };
}

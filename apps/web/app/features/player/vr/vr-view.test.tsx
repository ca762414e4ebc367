import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { attributesOf, buttonsIn } from '../../../test/markup.ts';
import { VrView } from './vr-view.tsx';

// three.js must never load while the page renders on the server: it is for the browser's canvas only.
vi.mock('three', () => {
  throw new Error('three.js was loaded during the server render');
});

describe('the 360° view, rendered on the server', () => {
  const html = renderToStaticMarkup(<VrView video={null} />);

  it('offers a focusable view that says how to look around', () => {
    const stage = html.match(/<div [^>]*role="application"[^>]*>/)?.[0] ?? '';
    expect(attributesOf(stage)).toMatchObject({
      'aria-label': '360°映像。ドラッグ、矢印キー、または端末の向きで見回せます',
      tabindex: '0',
    });
  });

  it('shows no buttons and no canvas before the picture is drawn in the browser', () => {
    expect(buttonsIn(html)).toEqual([]);
    expect(html).not.toContain('<canvas');
  });
});

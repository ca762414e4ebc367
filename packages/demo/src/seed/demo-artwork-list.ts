import type { DemoArtTitle } from '@hanabi/media';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import type { DemoCatalogue } from './plan.ts';

/** What prepareDemoArt (@hanabi/media) needs to draw the pictures the seeded rows point to. */
export function demoArtworkList(catalogue: DemoCatalogue = DEMO_CATALOGUE): DemoArtTitle[] {
  return catalogue.titles.map((title) => ({
    slug: title.slug,
    hue: title.artHue,
    episodes: title.episodes.map(({ number, cut }) => ({ number, cut })),
  }));
}

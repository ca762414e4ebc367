/**
 * The `design` parameter of the sign-in links (spec §3 design types: comic 0, anime 1, game 2). The
 * provider's services share this sign-in service; the parameter decides whose branding the viewer sees.
 */
import { DESIGN_TYPES, type DesignType } from '@hanabi/contract';

export interface Brand {
  /** The service name shown in the header and the page title. */
  serviceName: string;
  /** Accent colour of links and buttons; readable on the dark background, with dark text on it. */
  accent: string;
}

export const BRANDS: Readonly<Record<DesignType, Brand>> = {
  [DESIGN_TYPES.comic]: { serviceName: 'Hanabi コミック', accent: '#ff7a93' },
  [DESIGN_TYPES.anime]: { serviceName: 'Hanabi アニメ', accent: '#ffb86b' },
  [DESIGN_TYPES.game]: { serviceName: 'Hanabi ゲーム', accent: '#6cc8ff' },
};

/** Hanabi is the anime service: links without a (valid) design show its branding. */
export const DEFAULT_DESIGN: DesignType = DESIGN_TYPES.anime;

/** The design of a query or form value: exactly `0`, `1` or `2`; anything else is the default. */
export function designFromQuery(value: unknown): DesignType {
  if (value === '0' || value === 0) return DESIGN_TYPES.comic;
  if (value === '2' || value === 2) return DESIGN_TYPES.game;
  return DEFAULT_DESIGN;
}

/** The player's speeds, and the one the viewer chose last, remembered across episodes (decision 0029). */
import { readStored, STORAGE_ENTRIES, type StorageHost, writeStored } from '../../lib/browser-storage.ts';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const NORMAL_RATE = 1;

/** 「1.25倍」, and 「標準」 for normal speed. */
export function rateLabel(rate: number): string {
  return rate === NORMAL_RATE ? '標準' : `${rate}倍`;
}

export function rememberedRate(host?: StorageHost): number {
  const rate = readStored(STORAGE_ENTRIES.playbackRate, host);
  return rate !== undefined && (PLAYBACK_RATES as readonly number[]).includes(rate) ? rate : NORMAL_RATE;
}

export function rememberRate(rate: number, host?: StorageHost): void {
  writeStored(STORAGE_ENTRIES.playbackRate, rate, host);
}

/** The next speed up or down the list (keyboard shortcuts), staying at either end. */
export function steppedRate(current: number, step: 1 | -1): number {
  const index = PLAYBACK_RATES.findIndex((rate) => rate >= current);
  const from = index === -1 ? PLAYBACK_RATES.length - 1 : index;
  return PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, from + step))] ?? NORMAL_RATE;
}

/** What bench/lighthouse.ts reads out of a Lighthouse result, and its table. */
import type { Result } from 'lighthouse';

export interface PageScore {
  path: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  cssBytes: number;
  blockingStylesheets: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

function numeric(result: Result, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit}`);
  return value;
}

/** Bytes on the wire (compressed) of one resource type, from the network-requests audit. */
function transferred(result: Result, resourceType: string): number {
  const details = result.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === resourceType)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

export function scoreOf(path: string, result: Result): PageScore {
  return {
    path,
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    cls: numeric(result, 'cumulative-layout-shift'),
    tbtMs: numeric(result, 'total-blocking-time'),
    jsBytes: transferred(result, 'Script'),
    cssBytes: transferred(result, 'Stylesheet'),
    blockingStylesheets: 0,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function printScores(scores: readonly PageScore[]): void {
  console.table(
    scores.map((page) => ({
      page: page.path,
      score: page.score,
      'LCP s': (page.lcpMs / 1000).toFixed(1),
      CLS: page.cls.toFixed(3),
      'TBT ms': Math.round(page.tbtMs),
      'JS transferred': kB(page.jsBytes),
      'CSS transferred': kB(page.cssBytes),
      'blocking stylesheets': page.blockingStylesheets,
    })),
  );
}

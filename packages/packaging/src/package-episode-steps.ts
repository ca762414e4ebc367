/**
 * The tools a packaging attempt runs, as one object so that tests of the queue can stand in fast fakes for
 * ffmpeg and the packager; the real ones by default.
 */
import { encodeRenditions, packageEncrypted, probeVideo } from '@hanabi/media';

export interface PackagingSteps {
  probe: typeof probeVideo;
  encode: typeof encodeRenditions;
  package: typeof packageEncrypted;
}

export const MEDIA_TOOL_STEPS: PackagingSteps = {
  probe: probeVideo,
  encode: encodeRenditions,
  package: packageEncrypted,
};

/** The renditions made of a source: 360p always, 720p when the source is that tall (never upscaled beyond). */
export const RENDITION_HEIGHTS = [360, 720];

export function renditionHeightsFor(sourceHeight: number): number[] {
  return RENDITION_HEIGHTS.filter((height, index) => index === 0 || height <= sourceHeight);
}

/** 83 → "1分23秒": how operators read durations. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}分${whole % 60}秒` : `${whole}秒`;
}

export { episodeThumbnailSvg, keyArtSvg, posterSvg } from './artwork.ts';
export { pathExists } from './files.ts';
export {
  type EpisodeCut,
  episodeThumbnailImage,
  KEY_ART_SIZE,
  keyArtImage,
  type MediaImage,
  POSTER_SIZE,
  posterImage,
  THUMBNAIL_SIZE,
} from './images.ts';
export { type ArtStorage, type DemoArtTitle, prepareDemoArt } from './prepare-demo-art.ts';
export { type ContentKey, newContentKey } from './video/content-key.ts';
export { type ClearStreams, decryptPackage } from './video/decrypt-package.ts';
export {
  DEMO_CLIP_SECONDS,
  DEMO_CLIPS,
  DEMO_CLIPS_DIR,
  DEMO_RENDITION_HEIGHTS,
  type DemoClip,
  demoClipRenditions,
} from './video/demo-clips.ts';
export { type EncodeOptions, encodeRenditions, type Rendition, SEGMENT_SECONDS } from './video/encode-renditions.ts';
export { type ForkedToolRunner, forkToolRunner } from './video/fork-tool-runner.ts';
export { MediaInputError, type MediaInputProblem } from './video/media-input-error.ts';
export {
  DASH_MANIFEST,
  HLS_MASTER_PLAYLIST,
  type PackageOptions,
  packageEncrypted,
} from './video/package-encrypted.ts';
export { probeVideo, type VideoProbe } from './video/probe-video.ts';
export { renderDemoClip } from './video/render-demo-clip.ts';
export { runTool, ToolFailedError, ToolMissingError, type ToolRunner } from './video/run-tool.ts';

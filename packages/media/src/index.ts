export { episodeThumbnailSvg, keyArtSvg, posterSvg } from './artwork.ts';
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
export { type DemoArtTitle, prepareDemoArt } from './prepare-demo-art.ts';

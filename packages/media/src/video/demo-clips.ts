/**
 * The demo catalogue's video: a few distinct 12-second clips (a moving pattern, the clip's Japanese name
 * and a running clock drawn on it, a tone), already encoded into clear (unencrypted) renditions and kept in
 * the repository under packages/media/demo-clips/. A fresh machine has neither ffmpeg nor a Japanese font,
 * so the first start only encrypts these files, once per episode with the episode's own key, with the
 * packager that `npm ci` installs (decision 0034). `npm run media:demo-clips` renders them again.
 */
import { join, resolve } from 'node:path';
import type { Rendition } from './encode-renditions.ts';

export const DEMO_CLIP_SECONDS = 12;
export const DEMO_RENDITION_HEIGHTS = [360, 720] as const;

export interface DemoClip {
  /** Folder name under packages/media/demo-clips. */
  id: string;
  /** Drawn on the picture. */
  name: string;
  /** An ffmpeg lavfi source (and filters) producing the moving picture; cut to length by the encoder. */
  picture: string;
  toneHz: number;
  /** 360° equirectangular picture, for the VR player view. */
  isVr: boolean;
}

// The generators cost per pixel: draw the pattern at a quarter of the size and scale it up, so rendering
// takes seconds; the caption is drawn after scaling and stays sharp.
const UPSCALE_TO_720P = 'scale=1280:720';

export const DEMO_CLIPS: readonly DemoClip[] = [
  { id: 'night-sky', name: '夏の夜空', picture: `testsrc2=s=640x360,${UPSCALE_TO_720P}`, toneHz: 440, isVr: false },
  {
    id: 'river',
    name: '川辺の夕暮れ',
    picture: `gradients=s=640x360:speed=0.02,${UPSCALE_TO_720P}`,
    toneHz: 523,
    isVr: false,
  },
  {
    id: 'festival',
    name: '縁日の灯り',
    picture: `smptehdbars=s=640x360:rate=30,hue=H=t*0.5,${UPSCALE_TO_720P}`,
    toneHz: 330,
    isVr: false,
  },
  {
    id: 'sky-360',
    name: '360° 花火の空',
    // A cube map of gradients unfolded into the equirectangular projection 360° players expect.
    picture: 'gradients=s=384x256:speed=0.02,v360=input=c3x2:output=e:w=720:h=360,scale=1440:720',
    toneHz: 392,
    isVr: true,
  },
];

/** Where the repository keeps the encoded clips. */
export const DEMO_CLIPS_DIR = resolve(import.meta.dirname, '../../demo-clips');

/** The clip's renditions, as kept in the repository (720p and 360p, each with the clip's sound). */
export function demoClipRenditions(clip: DemoClip, folder = DEMO_CLIPS_DIR): Rendition[] {
  return DEMO_RENDITION_HEIGHTS.map((height) => ({ height, path: join(folder, clip.id, `${height}p.mp4`) }));
}

/**
 * The demo catalogue's video: a few distinct 12-second clips (a moving pattern, the clip's Japanese name
 * and a running clock drawn on it, a tone), encoded once into renditions and cached under the data folder.
 * The cache holds clear (unencrypted) renditions only; each title's package is encrypted from them with
 * the title's own key, so nothing in the cache is secret.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathExists, tempPathBeside } from '../files.ts';
import { encodeRenditions, type Rendition } from './encode-renditions.ts';
import { runTool } from './run-tool.ts';

export const DEMO_CLIP_SECONDS = 12;
export const DEMO_RENDITION_HEIGHTS = [360, 720] as const;

export interface DemoClip {
  /** Folder name in the cache; a new id (not an edit) when the picture changes, so old caches are not reused. */
  id: string;
  /** Drawn on the picture. */
  name: string;
  /** An ffmpeg lavfi source (and filters) producing the moving picture; cut to length by the encoder. */
  picture: string;
  toneHz: number;
  /** 360° equirectangular picture, for the VR player view. */
  isVr: boolean;
}

// The generators cost per pixel: draw the pattern at a quarter of the size and scale it up, so the first
// start takes seconds; the caption is drawn after scaling and stays sharp.
const UPSCALE_TO_720P = 'scale=1280:720';

export const DEMO_CLIPS: readonly DemoClip[] = [
  { id: 'night-sky-v1', name: '夏の夜空', picture: `testsrc2=s=640x360,${UPSCALE_TO_720P}`, toneHz: 440, isVr: false },
  {
    id: 'river-v1',
    name: '川辺の夕暮れ',
    picture: `gradients=s=640x360:speed=0.02,${UPSCALE_TO_720P}`,
    toneHz: 523,
    isVr: false,
  },
  {
    id: 'festival-v1',
    name: '縁日の灯り',
    picture: `smptehdbars=s=640x360:rate=30,hue=H=t*0.5,${UPSCALE_TO_720P}`,
    toneHz: 330,
    isVr: false,
  },
  {
    id: 'sky-360-v1',
    name: '360° 花火の空',
    // A cube map of gradients unfolded into the equirectangular projection 360° players expect.
    picture: 'gradients=s=384x256:speed=0.02,v360=input=c3x2:output=e:w=720:h=360,scale=1440:720',
    toneHz: 392,
    isVr: true,
  },
];

/** drawtext needs a font file; Noto Sans CJK (Debian fonts-noto-cjk) has the Japanese glyphs. */
const FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

const CAPTION_FILE = 'caption.txt';

async function japaneseFont(): Promise<string> {
  for (const font of FONT_FILES) if (await pathExists(font)) return font;
  throw new Error(`No Japanese font for the demo video; install fonts-noto-cjk (looked for ${FONT_FILES.join(', ')}).`);
}

function renditionsIn(folder: string): Rendition[] {
  return DEMO_RENDITION_HEIGHTS.map((height) => ({ height, path: join(folder, `${height}p.mp4`) }));
}

/**
 * The clip's source at full quality. The text goes through a file, named relative to the folder ffmpeg runs
 * in, so neither the clip's name nor the data folder's path needs filtergraph escaping.
 */
async function renderSource(clip: DemoClip, folder: string): Promise<string> {
  await writeFile(join(folder, CAPTION_FILE), `Hanabi デモ映像「${clip.name}」\n%{pts:hms}`);
  const caption = [
    `fontfile=${await japaneseFont()}`,
    `textfile=${CAPTION_FILE}`,
    'fontsize=h/14:fontcolor=white:line_spacing=16',
    'x=(w-text_w)/2:y=(h-text_h)/2:box=1:boxcolor=black@0.5:boxborderw=24',
  ].join(':');
  const source = join(folder, 'source.mp4');
  await runTool(
    'ffmpeg',
    [
      ['-v', 'error', '-y'],
      ['-f', 'lavfi', '-i', `${clip.picture},drawtext=${caption}`],
      ['-f', 'lavfi', '-i', `sine=frequency=${clip.toneHz}:duration=${DEMO_CLIP_SECONDS}`],
      ['-t', String(DEMO_CLIP_SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '16', '-c:a', 'aac', source],
    ].flat(),
    { cwd: folder },
  );
  return source;
}

/**
 * The clip's renditions from the cache, encoding them first when missing. A temp folder renamed into
 * place keeps an interrupted start from leaving a half-encoded clip that later starts would trust.
 */
export async function cachedDemoClip(cacheDir: string, clip: DemoClip): Promise<Rendition[]> {
  const folder = join(cacheDir, clip.id);
  if (await pathExists(folder)) return renditionsIn(folder);
  await mkdir(dirname(folder), { recursive: true });
  const temp = tempPathBeside(folder);
  try {
    await mkdir(temp);
    const source = await renderSource(clip, temp);
    await encodeRenditions(source, temp, { heights: DEMO_RENDITION_HEIGHTS });
    await rm(source);
    await rm(join(temp, CAPTION_FILE));
    await rename(temp, folder);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  return renditionsIn(folder);
}

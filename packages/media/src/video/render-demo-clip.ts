/**
 * Renders a demo clip's renditions from its generator (a developer's tool, `npm run media:demo-clips`; the
 * product never runs it). Needs ffmpeg and a Japanese font on the developer's machine.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathExists, tempPathBeside } from '../files.ts';
import { DEMO_CLIP_SECONDS, DEMO_RENDITION_HEIGHTS, type DemoClip, demoClipRenditions } from './demo-clips.ts';
import { encodeRenditions, type Rendition } from './encode-renditions.ts';
import { runTool } from './run-tool.ts';

/** drawtext needs a font file; Noto Sans CJK (Debian fonts-noto-cjk) has the Japanese glyphs. */
export const CAPTION_FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

/**
 * About a fifth of the bits of an operator's episode: the picture is synthetic, and every demo episode gets
 * a package of its own, so the demo's media stays near 0.6 MB an episode.
 */
const DEMO_QUALITY = { bitsPerPixel: 0.012, audioKbps: 64 };

const CAPTION_FILE = 'caption.txt';

async function captionFont(fontFile: string | undefined): Promise<string> {
  for (const font of fontFile ? [fontFile] : CAPTION_FONT_FILES) if (await pathExists(font)) return font;
  throw new Error(
    `No Japanese font for the demo clips' captions: install fonts-noto-cjk or name a font file (looked for ${CAPTION_FONT_FILES.join(', ')}).`,
  );
}

/**
 * The clip's source at full quality. The text goes through a file, named relative to the folder ffmpeg runs
 * in, so neither the clip's name nor the folder's path needs filtergraph escaping.
 */
async function renderSource(clip: DemoClip, folder: string, fontFile: string): Promise<string> {
  await writeFile(join(folder, CAPTION_FILE), `Hanabi デモ映像「${clip.name}」\n%{pts:hms}`);
  const caption = [
    `fontfile=${fontFile}`,
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
 * Renders the clip into `<outDir>/<clip id>/`, replacing what is there. A temp folder renamed into place
 * keeps an interrupted run from leaving half-encoded files.
 */
export async function renderDemoClip(
  clip: DemoClip,
  outDir: string,
  { fontFile }: { fontFile?: string } = {},
): Promise<Rendition[]> {
  const font = await captionFont(fontFile);
  const folder = join(outDir, clip.id);
  await mkdir(outDir, { recursive: true });
  const temp = tempPathBeside(folder);
  try {
    await mkdir(temp);
    const source = await renderSource(clip, temp, font);
    await encodeRenditions(source, temp, { heights: DEMO_RENDITION_HEIGHTS, ...DEMO_QUALITY });
    await rm(source);
    await rm(join(temp, CAPTION_FILE));
    await rm(folder, { recursive: true, force: true });
    await rename(temp, folder);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  return demoClipRenditions(clip, outDir);
}

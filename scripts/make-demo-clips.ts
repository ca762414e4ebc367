/**
 * Developer's command: `npm run media:demo-clips` renders the demo clips that the repository keeps in
 * packages/media/demo-clips (decision 0034), after a change to their pictures, captions or quality. Needs
 * ffmpeg and a Japanese font (Debian: apt-get install ffmpeg fonts-noto-cjk; or --font <file>); the
 * product itself never renders them. Commit the new files.
 */
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DEMO_CLIPS, DEMO_CLIPS_DIR, renderDemoClip } from '@hanabi/media';

const { values } = parseArgs({ options: { font: { type: 'string' } } });

for (const clip of DEMO_CLIPS) {
  const renditions = await renderDemoClip(clip, DEMO_CLIPS_DIR, { fontFile: values.font });
  const sizes = await Promise.all(
    renditions.map(async ({ height, path }) => `${height}p ${(await stat(path)).size} B`),
  );
  console.info(`${clip.id}: ${sizes.join(', ')}`);
}

/**
 * `npm run web:icons`: the installable web app's icons (decision 0060), drawn by sharp from the brand mark
 * in apps/web/public/favicon.svg and committed under apps/web/public/icons. Run again when the mark changes.
 * The maskable icon fills its square with the mark's background and keeps the mark inside the middle 80 %,
 * the safe zone a launcher's mask never cuts.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const publicDir = resolve(import.meta.dirname, '../apps/web/public');
const mark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const BACKGROUND = '#12111a';
const outDir = join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });

/** The mark without its rounded square, scaled into the maskable safe zone on a full-bleed background. */
function maskableSvg(): string {
  const inner = mark.replace(/<svg[^>]*>|<\/svg>|<title>.*?<\/title>|<rect[^>]*\/>/g, '');
  // 32 units of mark drawn in 64 % of the square: well inside the 80 % safe zone.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 50"><rect width="50" height="50" fill="${BACKGROUND}"/><g transform="translate(9 9)">${inner}</g></svg>`;
}

for (const size of [192, 512]) {
  await sharp(Buffer.from(mark), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(join(outDir, `icon-${size}.png`));
  await sharp(Buffer.from(maskableSvg()), { density: (72 * size) / 50 })
    .resize(size, size)
    .png()
    .toFile(join(outDir, `maskable-${size}.png`));
}
console.info(`icons written to ${outDir}`);

/**
 * Generated demo artwork: a night sky with fireworks (花火, the service's name), drawn from a seed so that
 * every title has its own picture. Pure SVG without text, so no font is needed and the files stay a few
 * kilobytes at any display size.
 */
import { type EpisodeCut, KEY_ART_SIZE, POSTER_SIZE, THUMBNAIL_SIZE } from './images.ts';
import { between, type Random, seededRandom } from './random.ts';

interface Canvas {
  width: number;
  height: number;
}

/** One decimal is invisible at these sizes and keeps the files small. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${n(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;
}

function sky(hue: number): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue + 20, 60, 9)}"/>` +
    `<stop offset="0.65" stop-color="${hsl(hue, 55, 24)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue - 25, 65, 38)}"/>` +
    `</linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  );
}

/** Large soft lights behind everything, tinted by the title's hue. */
function glows(random: Random, canvas: Canvas, hue: number): string {
  let out = '';
  const count = 3 + Math.floor(random() * 3);
  for (let index = 0; index < count; index++) {
    const r = between(random, 0.15, 0.4) * Math.max(canvas.width, canvas.height);
    out +=
      `<circle cx="${n(random() * canvas.width)}" cy="${n(random() * canvas.height * 0.7)}" r="${n(r)}" ` +
      `fill="${hsl(hue + between(random, -60, 60), 80, 60)}" opacity="${n(between(random, 0.12, 0.3))}"/>`;
  }
  return out;
}

/** Stars as zero-length round-capped strokes: one element for all of them. */
function stars(random: Random, canvas: Canvas): string {
  let path = '';
  const count = Math.round((canvas.width * canvas.height) / 9000);
  for (let index = 0; index < count; index++) {
    path += `M${n(random() * canvas.width)} ${n(random() * canvas.height * 0.75)}h0`;
  }
  return `<path d="${path}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity="0.6"/>`;
}

/** One firework: rays from a centre with bright tips and a soft glow. */
function burst(random: Random, cx: number, cy: number, radius: number, hue: number): string {
  const rays = 18 + Math.floor(random() * 16);
  const turn = random() * Math.PI * 2;
  let lines = '';
  let tips = '';
  for (let index = 0; index < rays; index++) {
    const angle = turn + (index / rays) * Math.PI * 2;
    const reach = radius * between(random, 0.75, 1);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    lines += `M${n(cx + cos * reach * 0.18)} ${n(cy + sin * reach * 0.18)}L${n(cx + cos * reach)} ${n(cy + sin * reach)}`;
    tips += `M${n(cx + cos * reach * 1.08)} ${n(cy + sin * reach * 1.08)}h0`;
  }
  const width = Math.max(1.5, radius / 60);
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.9)}" fill="url(#glow)" opacity="0.5"/>` +
    `<path d="${lines}" stroke="${hsl(hue, 95, 72)}" stroke-width="${n(width)}" stroke-linecap="round" opacity="0.85"/>` +
    `<path d="${tips}" stroke="${hsl(hue + 30, 100, 88)}" stroke-width="${n(width * 2.6)}" stroke-linecap="round"/>`
  );
}

/** Two rows of rolling hills along the bottom edge, the nearer one darker. */
function hills(random: Random, canvas: Canvas, hue: number): string {
  let out = '';
  for (const [depth, lightness] of [
    [0.78, 14],
    [0.88, 6],
  ] as const) {
    const base = canvas.height * depth;
    const steps = 4 + Math.floor(random() * 3);
    const step = canvas.width / steps;
    let d = `M0 ${n(canvas.height)}L0 ${n(base)}`;
    for (let index = 0; index < steps; index++) {
      const peak = base - between(random, 0.02, 0.09) * canvas.height;
      d += `Q${n(step * (index + 0.5))} ${n(peak)} ${n(step * (index + 1))} ${n(base)}`;
    }
    out += `<path d="${d}L${n(canvas.width)} ${n(canvas.height)}Z" fill="${hsl(hue + 10, 45, lightness)}"/>`;
  }
  return out;
}

function scene(seed: string, hue: number, canvas: Canvas, frame: string): string {
  const random = seededRandom(seed);
  const { width, height } = canvas;
  const shortSide = Math.min(width, height);
  let bursts = '';
  const count = 2 + Math.floor(random() * 2);
  for (let index = 0; index < count; index++) {
    // Spread the bursts across the sky in bands so they rarely pile on top of each other.
    const band = (index + between(random, 0.15, 0.85)) / count;
    const portrait = height > width;
    const cx = portrait ? between(random, 0.2, 0.8) * width : band * width;
    const cy = portrait ? band * height * 0.7 : between(random, 0.15, 0.5) * height;
    bursts += burst(random, cx, cy, between(random, 0.16, 0.3) * shortSide, hue + between(random, -50, 50));
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${sky(hue)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    glows(random, canvas, hue) +
    stars(random, canvas) +
    bursts +
    hills(random, canvas, hue) +
    frame +
    `</svg>\n`
  );
}

export function keyArtSvg(slug: string, hue: number): string {
  return scene(`${slug}/key-art`, hue, KEY_ART_SIZE, '');
}

export function posterSvg(slug: string, hue: number): string {
  return scene(`${slug}/poster`, hue, POSTER_SIZE, '');
}

/**
 * Each episode gets its own sky (seed and a hue drift by number) that still reads as the same title.
 * The uncut premium version carries a thin gold frame, the only way to tell the cuts apart without text.
 */
export function episodeThumbnailSvg(slug: string, hue: number, number: number, cut: EpisodeCut): string {
  const { width, height } = THUMBNAIL_SIZE;
  const frame =
    cut === 'premium'
      ? `<rect x="6" y="6" width="${width - 12}" height="${height - 12}" fill="none" stroke="${hsl(45, 90, 62)}" stroke-width="4"/>`
      : '';
  const drift = ((number * 37) % 60) - 30;
  return scene(`${slug}/episode/${number}`, hue + drift, THUMBNAIL_SIZE, frame);
}

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--autoplay-policy=no-user-gesture-required'] });
import { devices } from '@playwright/test';
const page = await browser.newPage({ ...devices['Pixel 7'] });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('response', (r) => { if (r.url().includes('/licenses/') || r.status() >= 400) console.log('resp', r.status(), r.url()); });
const res = await fetch('http://localhost:4000/v1/title/displayables?page=1&per_page=24');
const titles = (await res.json()).contents.items;
let url;
for (const card of titles) {
  const t = await (await fetch(`http://localhost:4000/v1/titles/${card.id}`)).json();
  const ep = t.contents.episodes.find((e) => e.is_free);
  if (ep) { url = `http://localhost:3000/titles/${card.id}/episodes/${ep.id}`; break; }
}
console.log(url);
await page.goto(url);
await page.waitForTimeout(8000);
console.log(await page.locator('video').evaluate((v) => ({ t: v.currentTime, paused: v.paused, frames: v.getVideoPlaybackQuality().totalVideoFrames, rate: v.playbackRate })));
await page.screenshot({ path: '/tmp/player.png' });
await browser.close();

import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { fetchDisplayableTitles, fetchTitle } from '../support/api.ts';
import { CONSOLE_OPERATORS, consoleSetupLink } from '../support/console-admin.ts';
import { firstSignIn, setPassword } from '../support/console-sign-in.ts';

const EDITOR = CONSOLE_OPERATORS.videoEditor;

/** A source video a camera could have written: a 12-second H.264/AAC MP4 of the demo clips (no ffmpeg needed). */
const CLIP = resolve(import.meta.dirname, '../../packages/media/demo-clips/river/360p.mp4');

test('an editor uploads a video for an episode from the browser and watches its packaging reach 100 %', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  // The last episode of the last title: no other journey plays it, so its new package disturbs no one.
  const titles = await fetchDisplayableTitles(request);
  const lastTitle = titles.at(-1);
  if (!lastTitle) throw new Error('the demo catalogue lists no title');
  const episode = (await fetchTitle(request, lastTitle.id)).episodes.at(-1);
  if (!episode) throw new Error(`title ${lastTitle.id} has no episode`);

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await setPassword(page, consoleSetupLink('videoEditor'), EDITOR.password);
  await firstSignIn(page, EDITOR);

  await page.goto(`/admin/episodes/${episode.id}/video`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`動画：${lastTitle.name}`);
  await expect(page.getByText('このエピソードの変換はまだありません。')).toBeVisible();

  // The file goes from the browser straight to the API's tus endpoint, with the operator's cookie.
  await page.getByLabel('動画ファイル').setInputFiles(CLIP);
  await page.getByRole('button', { name: 'アップロード開始' }).click();
  await expect(page.getByText('「360p.mp4」のアップロードが完了しました。')).toBeVisible();
  await page.getByRole('button', { name: '変換を開始' }).click();

  // The page asks again every 2 s while the job runs: the worker probes, encodes, packages and publishes.
  const progress = page.getByRole('progressbar', { name: '変換の進み具合' });
  await expect(progress).toHaveAttribute('value', '100', { timeout: 180_000 });
  await expect(page.getByText('変換が完了し、エピソードの動画を新しいものに切り替えました。')).toBeVisible();
  await expect(page.getByText('視聴者に配信している動画があります。')).toBeVisible();
  await expect(page.getByRole('row', { name: /完了 100%/ })).toBeVisible();
  await context.close();
});

import { EPISODE_MESSAGES, episodeThumbnailTooSmall } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { CONSOLE_WEB, type ConsoleAnswer, consoleApi, operatorMe } from '../test/console-api.ts';
import { adminEpisode, adminTitle, consoleRouteArgs, formRefusal, pictureForm } from '../test/console-catalogue.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { linkNamed, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import { outcomeOf, routeErrorOf } from '../test/thrown.ts';
import AdminEpisode, { action, loader } from './admin-episode.tsx';
import AdminEpisodeNew, { action as createAction, loader as newLoader } from './admin-episode-new.tsx';

const EPISODE = adminEpisode(70, { name: '始まりの夜' });
const TITLE_ANSWERS = {
  'GET /admin/v1/titles/7': apiSuccess(adminTitle(7, { name: '星降る街' })),
  'GET /admin/v1/titles/7/episodes': apiSuccess({ items: [EPISODE, adminEpisode(71, { number: 2 })] }),
};
const PATH = '/admin/titles/7/episodes/70';
const PARAMS = { id: '7', episodeId: '70' };

const FORM = {
  intent: 'save',
  number: '3',
  prefix_name: '第3話',
  name: '花火の約束',
  sec_length: '1440',
  cut: 'broadcast',
  included_plan_ids: '2',
  price_points: '300',
  released_at: '2026-04-08T00:00',
  available_until: '9999-12-31T23:59',
};

async function posted(answers: Record<string, ConsoleAnswer>, form: Record<string, string> | FormData) {
  const api = consoleApi(operatorMe('editor'), { ...TITLE_ANSWERS, ...answers });
  const answer = await loadAfterIdCheck(action, consoleRouteArgs(api.context, PATH, PARAMS, form));
  const data = await loadAfterIdCheck(loader, consoleRouteArgs(api.context, PATH, PARAMS));
  return { api, html: renderRouteAfterPost(AdminEpisode, data, answer, PATH) };
}

describe('console episode pages', () => {
  it('suggests the next number for a new episode and creates it as a draft, going on to its page', async () => {
    const api = consoleApi(operatorMe('editor'), {
      ...TITLE_ANSWERS,
      'POST /admin/v1/titles/7/episodes': apiSuccess(adminEpisode(72, { number: 3 })),
    });
    const path = '/admin/titles/7/episodes/new';
    const html = renderRoute(
      AdminEpisodeNew,
      await loadAfterIdCheck(newLoader, consoleRouteArgs(api.context, path, { id: '7' })),
    );
    expect(html).toContain('value="第3話"');
    const { location } = await outcomeOf(
      () => loadAfterIdCheck(createAction, consoleRouteArgs(api.context, path, { id: '7' }, FORM)),
      CONSOLE_WEB,
    );
    expect(api.sent().at(-1)).toMatchObject({
      method: 'POST',
      body: {
        number: 3,
        is_free: false,
        included_plan_ids: [2],
        price_points: 300,
        released_at: '2026-04-08T00:00:00+09:00',
      },
    });
    expect(`${location?.pathname}${location?.search}`).toBe('/admin/titles/7/episodes/72?notice=created');
  });

  it('shows the episode with its state, how viewers may watch it, and the links to its video and its markers', async () => {
    const api = consoleApi(operatorMe('editor'), TITLE_ANSWERS);
    const html = renderRoute(AdminEpisode, await loadAfterIdCheck(loader, consoleRouteArgs(api.context, PATH, PARAMS)));
    expect(textOf(html)).toContain('下書き 視聴方法: ライト・プレミアム・220pt');
    expect(linkNamed(html, '動画').attributes.href).toBe('/admin/episodes/70/video');
    expect(linkNamed(html, 'スキップ位置と360°映像').attributes.href).toBe('/admin/episodes/70/markers');
    expect(linkNamed(html, '「星降る街」へ戻る').attributes.href).toBe('/admin/titles/7');
  });

  it('answers 404 for an episode of another title', async () => {
    const api = consoleApi(operatorMe('editor'), TITLE_ANSWERS);
    const args = consoleRouteArgs(api.context, '/admin/titles/7/episodes/99', { id: '7', episodeId: '99' });
    expect(await routeErrorOf(() => loadAfterIdCheck(loader, args))).toMatchObject({ status: 404 });
  });

  it("puts the refusals beside their fields: the contract's, and the API's taken number", async () => {
    const free = await posted({}, { ...FORM, cut: 'premium', is_free: 'on' });
    expect(free.api.sent().filter((call) => call.method !== 'GET')).toEqual([]);
    expect(free.html).toContain(
      `<p id="episode-is_free-error" class="console-field__error">${EPISODE_MESSAGES.freeIsBroadcast}</p>`,
    );
    const taken = await posted(
      { 'PUT /admin/v1/episodes/70': formRefusal(409, 4009, EPISODE_MESSAGES.numberTaken, 'body.number') },
      FORM,
    );
    expect(taken.html).toContain(
      `<p id="episode-number-error" class="console-field__error">${EPISODE_MESSAGES.numberTaken}</p>`,
    );
    expect(taken.html).toContain('value="花火の約束"');
  });

  it('publishes the episode and says so', async () => {
    const { html } = await posted(
      { 'POST /admin/v1/episodes/70/publish': apiSuccess({ ...EPISODE, status: 'published' }) },
      { intent: 'publish' },
    );
    expect(textOf(html)).toContain('第1話「始まりの夜」を公開しました。');
  });

  describe('thumbnail', () => {
    const FILE = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 4, 5, 6])], 'thumbnail.png', { type: 'image/png' });
    const UPLOADED = {
      url: 'https://media.hanabi.example/images/thumbnail/abc/640.jpg',
      width: 640,
      height: 360,
      variants: [
        {
          url: 'https://media.hanabi.example/images/thumbnail/abc/320.jpg',
          width: 320,
          height: 180,
          type: 'image/jpeg',
        },
        {
          url: 'https://media.hanabi.example/images/thumbnail/abc/640.jpg',
          width: 640,
          height: 360,
          type: 'image/jpeg',
        },
      ],
    } as const;

    it('shows the thumbnail viewers get, with its sizes, and a labelled file field to replace it', async () => {
      const uploaded = {
        ...TITLE_ANSWERS,
        'GET /admin/v1/titles/7/episodes': apiSuccess({ items: [{ ...EPISODE, thumbnail: UPLOADED }] }),
      };
      const api = consoleApi(operatorMe('editor'), uploaded);
      const html = renderRoute(
        AdminEpisode,
        await loadAfterIdCheck(loader, consoleRouteArgs(api.context, PATH, PARAMS)),
      );
      expect(html).toContain('alt="現在のサムネイル"');
      expect(html).toContain(
        'srcSet="https://media.hanabi.example/images/thumbnail/abc/320.jpg 320w, https://media.hanabi.example/images/thumbnail/abc/640.jpg 640w"',
      );
      expect(html).toMatch(/<label for="title-image-thumbnail-image_file"[^>]*>サムネイルの画像ファイル<\/label>/);
    });

    it('sends the chosen file on to the API as it is and says the thumbnail was replaced', async () => {
      const { api, html } = await posted(
        { 'POST /admin/v1/episodes/70/thumbnail': apiSuccess({ image: UPLOADED }) },
        pictureForm('thumbnail', FILE),
      );
      const upload = api.sent().find((call) => call.method === 'POST');
      expect(upload).toMatchObject({ path: '/admin/v1/episodes/70/thumbnail' });
      expect(upload?.headers.get('content-type')).toBe('application/octet-stream');
      expect(new Uint8Array((await upload?.rawBody?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
        new Uint8Array(await FILE.arrayBuffer()),
      );
      expect(textOf(html)).toContain('サムネイルを差し替えました。');
    });

    it("puts the API's Japanese refusal beside the field", async () => {
      const message = episodeThumbnailTooSmall;
      const { html } = await posted(
        { 'POST /admin/v1/episodes/70/thumbnail': formRefusal(400, 4000, message, 'body') },
        pictureForm('thumbnail', FILE),
      );
      expect(html).toContain(
        `<p id="title-image-thumbnail-image_file-error" class="console-field__error">${message}</p>`,
      );
    });
  });
});

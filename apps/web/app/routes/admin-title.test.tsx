import { CATALOGUE_MESSAGES, IMAGE_UPLOAD_MESSAGES, type Image, titleImageTooSmall } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { type ConsoleAnswer, consoleApi, operatorMe } from '../test/console-api.ts';
import { adminEpisode, adminTitle, consoleRouteArgs, FORM_CHOICES, formRefusal } from '../test/console-catalogue.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, linkNamed, linkNames, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import AdminTitle, { action, loader } from './admin-title.tsx';

const TITLE = adminTitle(7, { name: '星降る街', status: 'draft', published_at: null });
const PAGE = {
  ...FORM_CHOICES,
  'GET /admin/v1/titles/7': apiSuccess(TITLE),
  'GET /admin/v1/titles/7/episodes': apiSuccess({ items: [adminEpisode(70)] }),
};

/** The form as the browser posts it: the title's fields as the form shows them, with `changes`. */
function titleForm(changes: Record<string, string> = {}): Record<string, string> {
  return {
    intent: 'save',
    name: '星降る街',
    name_kana: 'ホシフルマチ',
    synopsis: '流れ星を追う少女の話。',
    design_type: '1',
    display_group: 'general_group',
    available_from: '2025-09-01T00:00',
    available_until: '9999-12-31T23:59',
    cast: '星野ミナ：声優 一郎\n月島カイ: 声優 次郎',
    staff: '',
    exclusive_kind: '',
    ...changes,
  };
}

async function rendered(role: 'editor' | 'support', answers: Record<string, ConsoleAnswer> = {}) {
  const api = consoleApi(operatorMe(role), { ...PAGE, ...answers });
  const data = await loadAfterIdCheck(loader, consoleRouteArgs(api.context, '/admin/titles/7', { id: '7' }));
  return renderRoute(AdminTitle, data, '/admin/titles/7');
}

async function posted(answers: Record<string, ConsoleAnswer>, form: Record<string, string> | FormData) {
  const api = consoleApi(operatorMe('editor'), { ...PAGE, ...answers });
  const answer = await loadAfterIdCheck(action, consoleRouteArgs(api.context, '/admin/titles/7', { id: '7' }, form));
  const loaderData = {
    title: TITLE,
    episodes: [],
    genreGroups: [],
    tags: [],
    canWrite: true,
    created: false,
    now: new Date().toISOString(),
  };
  return { api, html: renderRouteAfterPost(AdminTitle, loaderData, answer, '/admin/titles/7') };
}

/** An uploaded key art as the API answers it: the largest JPEG, with its variants for srcset. */
const UPLOADED_KEY_ART: Image = {
  url: 'https://media.hanabi.example/images/key_art/abc/1280.jpg',
  width: 1280,
  height: 720,
  variants: [
    { url: 'https://media.hanabi.example/images/key_art/abc/640.avif', width: 640, height: 360, type: 'image/avif' },
    { url: 'https://media.hanabi.example/images/key_art/abc/640.jpg', width: 640, height: 360, type: 'image/jpeg' },
    { url: 'https://media.hanabi.example/images/key_art/abc/1280.jpg', width: 1280, height: 720, type: 'image/jpeg' },
  ],
};

/** The picture form as the browser posts it: multipart, with the chosen file. */
function pictureForm(kind: string, file: File): FormData {
  const form = new FormData();
  form.set('intent', 'upload_image');
  form.set('image_kind', kind);
  form.set('image_file', file);
  return form;
}

const POSTER_FILE = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'poster.png', { type: 'image/png' });

describe('console title page', () => {
  it('shows the state clearly, the episodes with their video slot, the preview, and the form filled in', async () => {
    const html = await rendered('editor');
    const text = textOf(html);
    expect(text).toContain('下書き 下書きです。公開するまで、視聴者には表示されません。');
    expect(text).toContain('第1話 始まりの夜 放送版 ライト・プレミアム・220pt');
    expect(linkNamed(html, '第1話の動画').attributes.href).toBe('/admin/episodes/70/video');
    expect(linkNamed(html, 'プレビュー').attributes.href).toBe('/admin/titles/7/preview');
    expect(linkNamed(html, 'エピソードを追加').attributes.href).toBe('/admin/titles/7/episodes/new');
    expect(html).toContain('星野ミナ：声優 一郎');
    expect(html).toContain('<input type="checkbox" name="tag_ids" checked="" value="21"/>青春');
    expect(html).toContain('<input type="checkbox" name="tag_ids" value="22"/>魔法');
    expect(buttonsIn(html).map((button) => button.name)).toContain('公開する');
  });

  it('shows a reader the same page read-only: no publishing, no adding, every field disabled', async () => {
    const html = await rendered('support');
    expect(textOf(html)).toContain('あなたの権限では作品を閲覧のみできます。');
    expect(linkNames(html)).not.toContain('エピソードを追加');
    expect(html).toContain('<fieldset disabled="" class="catalogue-form__body">');
    expect(buttonsIn(html).map((button) => button.name)).not.toContain('公開する');
  });

  it('saves the whole form, the reading in hiragana and the credits line by line, in Japan time', async () => {
    const { api, html } = await posted({ 'PUT /admin/v1/titles/7': apiSuccess(TITLE) }, titleForm());
    expect(api.sent()).toMatchObject([
      {
        method: 'PUT',
        path: '/admin/v1/titles/7',
        body: {
          name_kana: 'ほしふるまち',
          available_from: '2025-09-01T00:00:00+09:00',
          cast: [
            { character: '星野ミナ', name: '声優 一郎' },
            { character: '月島カイ', name: '声優 次郎' },
          ],
          staff: [],
          exclusive: null,
        },
      },
    ]);
    expect(textOf(html)).toContain('「星降る街」を保存しました。');
  });

  it('puts each refusal beside its field in Japanese, keeping what was typed, without calling the API', async () => {
    const { api, html } = await posted(
      {},
      titleForm({ name_kana: '星降る街', available_from: '', cast: '星野ミナ', exclusive_kind: 'early' }),
    );
    expect(api.sent()).toEqual([]);
    expect(html).toContain(
      '<p id="title-name_kana-error" class="console-field__error">よみがなはひらがなで入力してください（カタカナはひらがなに直して保存します）。</p>',
    );
    expect(html).toContain(
      '<p id="title-available_from-error" class="console-field__error">日時を入力してください。</p>',
    );
    expect(html).toContain('<p id="title-cast-error" class="console-field__error">1行目: 名前を入力してください。</p>');
    expect(html).toContain('id="title-exclusive_starts_at-error"');
    expect(html).toContain('value="星降る街"');
  });

  it("puts the API's refusal of one field beside it (a tag removed meanwhile)", async () => {
    const { html } = await posted(
      { 'PUT /admin/v1/titles/7': formRefusal(400, 4000, CATALOGUE_MESSAGES.unknownTag, 'body.tag_ids') },
      titleForm({ tag_ids: '99' }),
    );
    expect(html).toContain(
      `<p id="title-tag_ids-error" class="console-field__error">${CATALOGUE_MESSAGES.unknownTag}</p>`,
    );
  });

  it('publishes and unpublishes, saying what viewers will notice', async () => {
    const published = await posted(
      { 'POST /admin/v1/titles/7/publish': apiSuccess({ ...TITLE, status: 'published' }) },
      { intent: 'publish' },
    );
    expect(textOf(published.html)).toContain('「星降る街」を公開しました。配信期間の間、視聴者に表示されます。');
    const hidden = await posted({ 'POST /admin/v1/titles/7/unpublish': apiSuccess(TITLE) }, { intent: 'unpublish' });
    expect(textOf(hidden.html)).toContain('「星降る街」を非公開にしました。視聴者には表示されません。');
  });

  it('refuses a post from a role that may only read with the 403 page, calling nothing', async () => {
    const api = consoleApi(operatorMe('support'), PAGE);
    const args = consoleRouteArgs(api.context, '/admin/titles/7', { id: '7' }, { intent: 'publish' });
    expect(await routeErrorOf(() => loadAfterIdCheck(action, args))).toMatchObject({ status: 403 });
    expect(api.sent()).toEqual([]);
  });

  describe('pictures', () => {
    it('shows the current key art with its sizes and a labelled file field for each picture', async () => {
      const html = await rendered('editor', {
        'GET /admin/v1/titles/7': apiSuccess({ ...TITLE, key_art: UPLOADED_KEY_ART }),
      });
      expect(html).toContain(
        'srcSet="https://media.hanabi.example/images/key_art/abc/640.jpg 640w, https://media.hanabi.example/images/key_art/abc/1280.jpg 1280w"',
      );
      expect(html).toContain('alt="現在のキーアート"');
      expect(html).toContain(`src="${TITLE.poster.url}"`);
      expect(html).toMatch(/<label for="title-image-key_art-image_file"[^>]*>キーアートの画像ファイル<\/label>/);
      expect(html).toMatch(/<label for="title-image-poster-image_file"[^>]*>ポスターの画像ファイル<\/label>/);
      expect(textOf(html)).toContain('幅 640、高さ 360 ピクセル以上');
      expect(buttonsIn(html).map((button) => button.name)).toEqual(
        expect.arrayContaining(['キーアートをアップロード', 'ポスターをアップロード']),
      );
    });

    it('shows a reader the pictures without a way to replace them', async () => {
      const html = await rendered('support');
      expect(html).toContain('alt="現在のキーアート"');
      expect(html).not.toContain('type="file"');
      expect(buttonsIn(html).map((button) => button.name)).not.toContain('キーアートをアップロード');
    });

    it('sends the chosen file on to the API as it is and says the picture was replaced', async () => {
      const { api, html } = await posted(
        {
          'POST /admin/v1/titles/7/images/poster': apiSuccess({ kind: 'poster', image: TITLE.poster }),
        },
        pictureForm('poster', POSTER_FILE),
      );
      const [upload] = api.sent();
      expect(upload).toMatchObject({ method: 'POST', path: '/admin/v1/titles/7/images/poster' });
      expect(upload?.headers.get('content-type')).toBe('application/octet-stream');
      expect(new Uint8Array((await upload?.rawBody?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
        new Uint8Array(await POSTER_FILE.arrayBuffer()),
      );
      expect(textOf(html)).toContain('ポスターを差し替えました。');
    });

    it("puts the API's Japanese refusal beside the picture's field", async () => {
      const { html } = await posted(
        {
          'POST /admin/v1/titles/7/images/key_art': formRefusal(400, 4000, titleImageTooSmall('key_art'), 'body'),
        },
        pictureForm('key_art', POSTER_FILE),
      );
      expect(html).toContain(
        `<p id="title-image-key_art-image_file-error" class="console-field__error">${titleImageTooSmall('key_art')}</p>`,
      );
      expect(html).not.toContain('id="title-image-poster-image_file-error"');
    });

    it('refuses an empty file beside its field without calling the API', async () => {
      const { api, html } = await posted({}, pictureForm('poster', new File([], 'empty.png')));
      expect(api.sent()).toEqual([]);
      expect(html).toContain(
        `<p id="title-image-poster-image_file-error" class="console-field__error">${IMAGE_UPLOAD_MESSAGES.empty}</p>`,
      );
    });

    it('refuses an upload from a role that may only read with the 403 page, sending nothing', async () => {
      const api = consoleApi(operatorMe('support'), PAGE);
      const args = consoleRouteArgs(api.context, '/admin/titles/7', { id: '7' }, pictureForm('poster', POSTER_FILE));
      expect(await routeErrorOf(() => loadAfterIdCheck(action, args))).toMatchObject({ status: 403 });
      expect(api.sent()).toEqual([]);
    });
  });
});

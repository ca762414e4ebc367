/**
 * Uploading key art and posters (decision 0045), on both media storage back ends: the variants a title then
 * shows exist in storage with their types, sizes and immutable caching; files that are no image, too large or
 * a decompression bomb are refused with a Japanese 4xx and leave the title and the storage as they were.
 */
import { API_ERRORS, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES, titleImageTooSmall } from '@hanabi/contract';
import { auditLog, titles } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_API_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { insertTitle, testNow } from '../../test/catalogue-fixtures.ts';
import { pngDeclaring, twoColourPng } from '../../test/image-fixtures.ts';
import {
  MEDIA_STORAGE_KINDS,
  startTestMediaStorage,
  type TestMediaStorage,
} from '../../test/media-storage-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';

/** sharp's name of each served type. */
const FORMAT_OF = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' } as const;

interface Variant {
  url: string;
  width: number;
  height: number;
  type: keyof typeof FORMAT_OF;
}

describe.each(MEDIA_STORAGE_KINDS)(
  'POST /admin/v1/titles/{id}/images/{kind} (%s storage)',
  { timeout: 60_000 },
  (kind) => {
    let storage: TestMediaStorage;
    let api: TestApi;
    let editor: string;

    beforeAll(async () => {
      storage = await startTestMediaStorage(kind);
      api = await buildTestApi({ env: storage.env });
      editor = await signInOperator(api, await insertOperator(api.database.db, 'editor'), testNow);
    });
    afterAll(async () => {
      await api.close();
      await storage.close();
    });

    const upload = (titleId: number, imageKind: string, body: Buffer, cookie = editor) =>
      adminCall(api, 'POST', `/admin/v1/titles/${titleId}/images/${imageKind}`, { cookie, body });

    const fetchMedia = (url: string) => api.app.inject({ method: 'GET', url: url.slice(TEST_API_ORIGIN.length) });

    async function storedImageOf(titleId: number) {
      const [row] = await api.database.db
        .select({ keyArt: titles.keyArt, poster: titles.poster })
        .from(titles)
        .where(eq(titles.id, titleId));
      return row;
    }

    it('turns key art into every width in AVIF, WebP and JPEG, stored and served as immutable files', async () => {
      const titleId = await insertTitle(api.database.db);
      const response = await upload(titleId, 'key_art', twoColourPng(2000, 1200));

      expect(response.statusCode, response.body).toBe(200);
      const { image } = response.json().contents;
      expect(image).toMatchObject({ width: 1920, height: 1080 });
      expect(image.url).toMatch(/\/media\/images\/key_art\/[0-9a-f]{32}\/1920\.jpg$/);
      const variants: Variant[] = image.variants;
      expect(variants.map(({ width, height, type }) => `${width}x${height} ${type}`)).toEqual(
        [640, 960, 1280, 1920].flatMap((width) =>
          ['image/avif', 'image/webp', 'image/jpeg'].map((type) => `${width}x${(width * 9) / 16} ${type}`),
        ),
      );
      for (const variant of variants) {
        const file = await fetchMedia(variant.url);
        expect(file.statusCode, variant.url).toBe(200);
        expect(file.headers['content-type'], variant.url).toBe(variant.type);
        expect(file.headers['cache-control'], variant.url).toBe('public, max-age=31536000, immutable');
        const decoded = await sharp(file.rawPayload).metadata();
        expect([decoded.format, decoded.width, decoded.height], variant.url).toEqual([
          FORMAT_OF[variant.type],
          variant.width,
          variant.height,
        ]);
      }

      const title = await api.app.inject({ method: 'GET', url: `/v1/titles/${titleId}` });
      expect(title.json().contents.key_art).toEqual(image);
    });

    it('crops a poster to 3:4 around the centre and never enlarges it', async () => {
      const titleId = await insertTitle(api.database.db);
      const response = await upload(titleId, 'poster', twoColourPng(500, 900));

      expect(response.statusCode, response.body).toBe(200);
      const { image } = response.json().contents;
      expect(image).toMatchObject({ width: 450, height: 600 });
      expect(new Set(image.variants.map((variant: Variant) => `${variant.width}x${variant.height}`))).toEqual(
        new Set(['300x400', '450x600']),
      );
      // The key art is left as it was.
      expect((await storedImageOf(titleId))?.keyArt.variants).toBeUndefined();
    });

    it("shows a draft's new picture in the console's title and list answers", async () => {
      const slug = `console-pictures-${kind}`;
      const titleId = await insertTitle(api.database.db, { slug, publishedAt: null });
      const consoleTitle = async () => {
        const detail = await adminCall(api, 'GET', `/admin/v1/titles/${titleId}`, { cookie: editor });
        const list = await adminCall(api, 'GET', `/admin/v1/titles?q=${slug}&status=draft`, { cookie: editor });
        expect([detail.statusCode, list.statusCode], list.body).toEqual([200, 200]);
        const [row] = list.json().contents.items;
        return { detail: detail.json().contents, row };
      };
      const before = await consoleTitle();
      expect(before.detail.key_art).toEqual({
        url: `${TEST_API_ORIGIN}/media/art/titles/${slug}/key-art.svg`,
        width: 1280,
        height: 720,
      });
      expect(before.row).toMatchObject({ id: titleId, key_art: before.detail.key_art, poster: before.detail.poster });

      const response = await upload(titleId, 'poster', twoColourPng(700, 1000));
      expect(response.statusCode, response.body).toBe(200);
      const { image } = response.json().contents;
      const after = await consoleTitle();
      expect(after.detail.poster).toEqual(image);
      expect(after.detail.poster.variants).toHaveLength(9);
      expect(after.row).toMatchObject({ id: titleId, key_art: before.detail.key_art, poster: image });
    });

    it('removes the replaced set from storage once no title shows it, and keeps a set another title shows', async () => {
      const [first, second] = [await insertTitle(api.database.db), await insertTitle(api.database.db)];
      const folderOf = (image: { url: string }) =>
        image.url.slice(`${TEST_API_ORIGIN}/media/`.length, -'/1280.jpg'.length);
      const shared = twoColourPng(1300, 800);
      const uploaded = async (titleId: number, body: Buffer) => {
        const response = await upload(titleId, 'key_art', body);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().contents.image as { url: string; variants: Variant[] };
      };
      const sharedImage = await uploaded(first, shared);
      expect(await uploaded(second, shared)).toEqual(sharedImage);
      // The same file again: the title keeps its set.
      expect(await uploaded(first, shared)).toEqual(sharedImage);
      expect(await api.mediaStorage.list(folderOf(sharedImage))).toHaveLength(9);

      // The first title moves on; the second still shows the shared set, which stays served.
      const ownImage = await uploaded(first, twoColourPng(1400, 800));
      expect(await api.mediaStorage.list(folderOf(sharedImage))).toHaveLength(9);
      expect((await fetchMedia(sharedImage.url)).statusCode).toBe(200);

      // Once the second moves on too, nobody shows it: it is gone, and the new pictures are served.
      const secondImage = await uploaded(second, twoColourPng(1500, 800));
      expect(await api.mediaStorage.list(folderOf(sharedImage))).toEqual([]);
      expect((await fetchMedia(sharedImage.url)).statusCode).toBe(404);
      for (const image of [ownImage, secondImage]) {
        expect(await api.mediaStorage.list(folderOf(image))).toHaveLength(9);
        expect((await fetchMedia(image.url)).statusCode).toBe(200);
      }
    });

    it('records the replacement in the audit log with the pictures before and after', async () => {
      const titleId = await insertTitle(api.database.db);
      const before = await storedImageOf(titleId);
      const response = await upload(titleId, 'key_art', twoColourPng(1000, 600));
      expect(response.statusCode, response.body).toBe(200);

      const entries = await api.database.db
        .select({ before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.operation, 'title.replace_image'), eq(auditLog.targetId, String(titleId))));
      expect(entries).toEqual([
        {
          before: { kind: 'key_art', image: before?.keyArt },
          after: { kind: 'key_art', image: (await storedImageOf(titleId))?.keyArt },
        },
      ]);
    });

    it('refuses what is no usable image with a Japanese 4xx, and keeps the title and the storage as they were', async () => {
      const titleId = await insertTitle(api.database.db);
      const before = await storedImageOf(titleId);
      const storedBefore = await api.mediaStorage.list('images');
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><script>alert(1)</script></svg>',
      );

      for (const [label, body, status, message] of [
        ['text', Buffer.from('これは画像ではありません'), 400, IMAGE_UPLOAD_MESSAGES.notAnImage],
        ['svg', svg, 400, IMAGE_UPLOAD_MESSAGES.unsupportedFormat],
        ['too small', twoColourPng(600, 400), 400, titleImageTooSmall('key_art')],
        ['empty', Buffer.alloc(0), 400, IMAGE_UPLOAD_MESSAGES.empty],
        ['oversized', Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1), 413, IMAGE_UPLOAD_MESSAGES.tooLarge],
        ['decompression bomb', pngDeclaring(30_000, 30_000), 413, IMAGE_UPLOAD_MESSAGES.tooManyPixels],
      ] as const) {
        const response = await upload(titleId, 'key_art', body);
        expect(response.statusCode, label).toBe(status);
        expect(response.json().message, label).toBe(message);
      }
      expect(await storedImageOf(titleId)).toEqual(before);
      expect(await api.mediaStorage.list('images')).toEqual(storedBefore);
    });

    it('answers 404 for an unknown title, 400 for another kind and 415 for a JSON body', async () => {
      const picture = twoColourPng(700, 400);
      const unknown = await upload(999_999, 'key_art', picture);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('この作品は見つかりません。');

      const titleId = await insertTitle(api.database.db);
      const otherKind = await upload(titleId, 'thumbnail', picture);
      expect(otherKind.statusCode).toBe(400);
      expect(otherKind.json().message).toBe('画像の種類は key_art か poster を指定してください。');

      const json = await adminCall(api, 'POST', `/admin/v1/titles/${titleId}/images/key_art`, {
        cookie: editor,
        body: { image: 'base64…' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ code: 4015, message: API_ERRORS.unsupportedMediaType.message });
    });

    it('refuses a guest (401) and a role without catalogue:write (403) before reading the file', async () => {
      const titleId = await insertTitle(api.database.db);
      const support = await signInOperator(api, await insertOperator(api.database.db, 'support'), testNow);
      const huge = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1);

      const guest = await adminCall(api, 'POST', `/admin/v1/titles/${titleId}/images/key_art`, { body: huge });
      expect(guest.statusCode).toBe(401);
      const forbidden = await upload(titleId, 'key_art', huge, support);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 4030, message: 'この操作を行う権限がありません。' });
    });
  },
);

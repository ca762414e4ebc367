/**
 * Redirects under /admin/v1 (decision 0050): every role looks, 編成 and 管理者 write; a path is kept as the
 * lookup asks for it; a redirect to its own page, a second redirect of a path, a chain and a loop are refused
 * in Japanese; every write is audited; and the viewers' lookup follows a saved row at once.
 */
import { auditLog } from '@hanabi/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_WEB_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { uniqueLabel } from '../../test/discovery-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

const PATH = '/admin/v1/redirects';

describe('redirects under /admin/v1', () => {
  let api: TestApi;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
  });
  afterAll(() => api.close());

  /** A path of its own for each test, so that rows of one never chain with another's. */
  const freshPath = (name: string) => `/${uniqueLabel(`t-${name}`).replace(/[^a-z0-9-]/gi, '')}`;

  function save(body: Record<string, unknown>, id?: number, cookie = editor) {
    return adminCall(api, id === undefined ? 'POST' : 'PUT', id === undefined ? PATH : `${PATH}/${id}`, {
      cookie,
      body,
    });
  }

  async function created(body: Record<string, unknown>): Promise<number> {
    const response = await save(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents.id;
  }

  function lookup(path: string) {
    return api.app.inject({ method: 'GET', url: '/v1/redirects/lookup', query: { path } });
  }

  async function lastAuditOf(id: number) {
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'redirect'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  it('answers 401 to a guest and 403 to a role that may not write, before anything is saved', async () => {
    const from = freshPath('guest');
    const body = { from_path: from, to_location: '/notices' };

    const guest = await adminCall(api, 'POST', PATH, { body });
    const bySupport = await save(body, undefined, support);
    const guestList = await adminCall(api, 'GET', PATH);

    expect([guest.statusCode, bySupport.statusCode, guestList.statusCode]).toEqual([401, 403, 401]);
    expect((await lookup(from)).statusCode).toBe(404);
  });

  it('creates a redirect the lookup follows at once, keeping the path as a URL carries it, audited', async () => {
    const from = `${freshPath('jp')}/お知らせ/`;

    const response = await save({ from_path: from, to_location: '/notices?refp=moved', status: 301 });

    expect(response.statusCode, response.body).toBe(200);
    const redirect = response.json().contents;
    const key = `${from.slice(0, from.indexOf('/お'))}/%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B`;
    expect(redirect).toMatchObject({ from_path: key, to_location: '/notices?refp=moved', status: 301, enabled: true });
    expect((await lookup(key)).json().contents).toEqual({ location: '/notices?refp=moved', status: 301 });
    expect(await lastAuditOf(redirect.id)).toMatchObject({
      operation: 'redirect.create',
      before: null,
      after: { from_path: key, to_location: '/notices?refp=moved', status: 301, enabled: true },
    });
  });

  it('lists every role the redirects, searched by part of the path or the location, paged', async () => {
    const marker = uniqueLabel('list').replace(/[^a-z0-9]/gi, '');
    await created({ from_path: `/${marker}-a`, to_location: '/titles' });
    await created({ from_path: `/${marker}-b`, to_location: 'https://comic.hanabi.example/works' });
    await created({ from_path: freshPath('other'), to_location: `/search?q=${marker}` });

    const first = await adminCall(api, 'GET', `${PATH}?q=${marker}&per_page=2`, { cookie: support });
    const second = await adminCall(api, 'GET', `${PATH}?q=${marker}&per_page=2&page=2`, { cookie: support });
    const byLocation = await adminCall(api, 'GET', `${PATH}?q=COMIC.hanabi`, { cookie: support });

    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().contents.pagination).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(first.json().contents.items.map((item: { from_path: string }) => item.from_path)).toEqual([
      `/${marker}-a`,
      `/${marker}-b`,
    ]);
    expect(second.json().contents.items).toHaveLength(1);
    expect(byLocation.json().contents.items.map((item: { from_path: string }) => item.from_path)).toContain(
      `/${marker}-b`,
    );
  });

  it.each([
    ['an empty path', { from_path: ' ', to_location: '/notices' }, '転送元のパスを入力してください。'],
    [
      'a path with a query',
      { from_path: '/old?x=1', to_location: '/notices' },
      '転送元は「/」で始まるこのサイトのパスで入力してください（「?」「#」以降やホスト名は含めません）。',
    ],
    [
      'a host for a path',
      { from_path: 'https://hanabi.example/old', to_location: '/notices' },
      '転送元は「/」で始まるこのサイトのパスで入力してください（「?」「#」以降やホスト名は含めません）。',
    ],
    [
      'a location of another scheme',
      { from_path: '/old-js', to_location: 'javascript:alert(1)' },
      '転送先は「/」で始まるこのサイトのパスか、https:// で始まるURLで入力してください。',
    ],
    [
      'a scheme-relative location',
      { from_path: '/old-slashes', to_location: '//evil.example/' },
      '転送先は「/」で始まるこのサイトのパスか、https:// で始まるURLで入力してください。',
    ],
    [
      'a status other than 301 and 302',
      { from_path: '/old-307', to_location: '/notices', status: 307 },
      '転送の種類を選んでください。',
    ],
  ])('refuses %s with 400 in Japanese', async (_case, body, message) => {
    const response = await save(body);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a redirect to its own page, also written as an absolute URL of the site, with a trailing slash', async () => {
    const from = freshPath('self');

    const asPath = await save({ from_path: from, to_location: `${from}/?refp=x` });
    const asUrl = await save({ from_path: from, to_location: `${TEST_WEB_ORIGIN}${from}` });

    expect([asPath.statusCode, asUrl.statusCode]).toEqual([400, 400]);
    expect(asUrl.json().message).toBe('転送元と転送先が同じページです。');
  });

  it('refuses a second redirect of the same path with 409', async () => {
    const from = freshPath('twice');
    await created({ from_path: from, to_location: '/notices' });

    const again = await save({ from_path: `${from}/`, to_location: '/titles' });

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この転送元のパスにはすでに転送が設定されています。');
  });

  it('refuses a chain either way and a loop with 409, naming the redirect in the way, and saves nothing', async () => {
    const a = freshPath('a');
    const b = freshPath('b');
    const c = freshPath('c');
    await created({ from_path: b, to_location: `${c}?refp=1` });

    const onward = await save({ from_path: a, to_location: b });
    const loop = await save({ from_path: c, to_location: `${TEST_WEB_ORIGIN}${b}` });
    const incoming = await save({ from_path: freshPath('z'), to_location: '/titles' });
    const intoB = await save({ from_path: c, to_location: '/notices' });

    expect([onward.statusCode, loop.statusCode]).toEqual([409, 409]);
    expect(onward.json().message).toBe(
      `転送先の ${b} はさらに ${c}?refp=1 へ転送されています。転送が続かないよう、転送先に ${c}?refp=1 を直接入力してください。`,
    );
    expect(loop.json().message).toBe(`転送がループします（${c} → ${b} → ${c}）。どちらかの転送先を変更してください。`);
    expect(incoming.statusCode).toBe(200);
    expect(intoB.statusCode).toBe(409);
    expect(intoB.json().message).toBe(
      `${b} からこのパスへの転送があるため、ここから転送すると転送が2回続きます。先に ${b} の転送先を変更してください。`,
    );
    expect((await lookup(a)).statusCode).toBe(404);
    expect((await lookup(c)).statusCode).toBe(404);
  });

  it('lets a switched-off redirect be part of a chain, and refuses switching it on', async () => {
    const a = freshPath('off-a');
    const b = freshPath('off-b');
    await created({ from_path: b, to_location: '/notices' });

    const off = await save({ from_path: a, to_location: b, enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    const on = await save({ from_path: a, to_location: b, enabled: true }, off.json().contents.id);

    expect(on.statusCode).toBe(409);
    expect((await lookup(a)).statusCode).toBe(404);
  });

  it('changes a redirect, and the lookup follows the change at once; audited with before and after', async () => {
    const from = freshPath('change');
    const id = await created({ from_path: from, to_location: '/notices' });

    const response = await save({ from_path: from, to_location: 'https://comic.hanabi.example/', status: 301 }, id);

    expect(response.statusCode, response.body).toBe(200);
    expect((await lookup(from)).json().contents).toEqual({ location: 'https://comic.hanabi.example/', status: 301 });
    expect(await lastAuditOf(id)).toMatchObject({
      operation: 'redirect.update',
      before: { from_path: from, to_location: '/notices', status: 302, enabled: true },
      after: { from_path: from, to_location: 'https://comic.hanabi.example/', status: 301, enabled: true },
    });
  });

  it('deletes a redirect, after which the path loads as it is; audited; 404 for an unknown one', async () => {
    const from = freshPath('delete');
    const id = await created({ from_path: from, to_location: '/notices' });

    const bySupport = await adminCall(api, 'DELETE', `${PATH}/${id}`, { cookie: support });
    const response = await adminCall(api, 'DELETE', `${PATH}/${id}`, { cookie: editor });
    const again = await adminCall(api, 'DELETE', `${PATH}/${id}`, { cookie: editor });

    expect([bySupport.statusCode, response.statusCode, again.statusCode]).toEqual([403, 200, 404]);
    expect(again.json().message).toBe('この転送は見つかりません。一覧を読み込み直してください。');
    expect((await lookup(from)).statusCode).toBe(404);
    expect(await lastAuditOf(id)).toMatchObject({
      operation: 'redirect.delete',
      before: { from_path: from, to_location: '/notices' },
      after: null,
    });
  });
});

import { type AdminFaqEntry, RULES_MESSAGES } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { type ConsoleAnswer, type ConsoleCall, consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, linkNamed, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import AdminFaq, { action, loader } from './admin-faq.tsx';

const entry = (id: number, fields: Partial<AdminFaqEntry> = {}): AdminFaqEntry => ({
  id,
  number: id + 10,
  topic: 'account',
  question: `質問${id}ですか。`,
  answer: `回答${id}です。`,
  position: 10,
  related: [],
  draft: false,
  updated_at: '2026-11-20T01:00:00Z',
  ...fields,
});

const LOGIN = entry(3, {
  number: 3,
  question: 'ログインできません。',
  answer: 'ご確認ください。\n\nお試しください。',
  related: [{ label: '推奨環境', to: '/requirement' }],
});
const DRAFT = entry(70, { number: 70, topic: 'other', question: '新しい質問ですか。', draft: true });
const page = (items: AdminFaqEntry[], total = items.length) =>
  apiSuccess({ items, pagination: { page: 1, per_page: 20, total, total_pages: Math.max(1, Math.ceil(total / 20)) } });
const LIST = { 'GET /admin/v1/faq': page([LOGIN, DRAFT]) };

const echo = (call: ConsoleCall) => apiSuccess({ ...entry(9), ...(call.body as object) });

async function posted(answers: Record<string, ConsoleAnswer>, form: Record<string, string>, path = '/admin/faq') {
  const api = consoleApi(operatorMe('editor'), { ...LIST, ...answers });
  const answer = await action(consoleArgs(api.context, path, form));
  const data = await loader(consoleArgs(api.context, path));
  return { api, html: renderRouteAfterPost(AdminFaq, data, answer, path) };
}

const FORM = {
  intent: 'create',
  number: '71',
  topic: 'plans',
  position: '',
  question: ' プランは選べますか。 ',
  answer: 'はい。\n\n選べます。',
  related: 'プランのご案内 /entry\n\n推奨環境　/requirement',
};

describe('console FAQ page', () => {
  it('lists the entries by number with topic, place and state, searched and paged; a reader cannot change them', async () => {
    const api = consoleApi(operatorMe('support'), { 'GET /admin/v1/faq': page([LOGIN, DRAFT], 45) });
    const html = renderRoute(AdminFaq, await loader(consoleArgs(api.context, '/admin/faq?q=ログイン&page=2')));

    expect(api.sent()).toMatchObject([{ path: '/admin/v1/faq' }]);
    expect(Object.fromEntries(api.sent()[0]?.query ?? [])).toEqual({ q: 'ログイン', page: '2' });
    const text = textOf(html);
    expect(text).toContain('よくある質問の一覧（45件）');
    expect(text).toContain('3 （サイトで開く） 会員登録・ログイン 10 ログインできません。 公開中');
    expect(text).toContain('70 その他 10 新しい質問ですか。 下書き');
    expect(linkNamed(html, '3 （サイトで開く）').attributes.href).toBe('/faq/3');
    expect(text).toContain('あなたの権限ではよくある質問を閲覧のみできます。');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['検索']);
  });

  it('opens an entry for change with its answer and related pages as typed, from the list', async () => {
    const api = consoleApi(operatorMe('editor'), LIST);
    const html = renderRoute(AdminFaq, await loader(consoleArgs(api.context, '/admin/faq?edit=3')), '/admin/faq');

    expect(textOf(html)).toContain('よくある質問 3 を編集');
    expect(html).toContain('ご確認ください。\n\nお試しください。</textarea>');
    expect(html).toContain('>推奨環境 /requirement</textarea>');
    expect(linkNamed(html, '編集 （70）').attributes.href).toBe('/admin/faq?edit=70');
    expect(buttonsIn(html).map((button) => button.name)).toContain('削除');
  });

  it('adds an entry with its related pages one a line, and says which number it took', async () => {
    const { api, html } = await posted({ 'POST /admin/v1/faq': echo }, FORM);

    expect(api.sent().find((call) => call.method === 'POST')?.body).toEqual({
      number: 71,
      topic: 'plans',
      position: 0,
      question: 'プランは選べますか。',
      answer: 'はい。\n\n選べます。',
      related: [
        { label: 'プランのご案内', to: '/entry' },
        { label: '推奨環境', to: '/requirement' },
      ],
      draft: false,
    });
    expect(textOf(html)).toContain('よくある質問 71 を追加しました。');
  });

  it('refuses what the contract refuses beside its field, the line named, without calling the API', async () => {
    const { api, html } = await posted(
      {},
      { ...FORM, number: '七', answer: ' ', related: '推奨環境 /requirement\n推奨環境' },
    );

    expect(api.sent().filter((call) => call.method === 'POST')).toEqual([]);
    expect(html).toContain(
      '<p id="faq-new-number-error" class="console-field__error">番号は数字で入力してください。</p>',
    );
    expect(html).toContain('<p id="faq-new-answer-error" class="console-field__error">回答を入力してください。</p>');
    expect(textOf(html)).toContain('2行目: 関連するページは「/」で始まるこのサイトのパスで入力してください');
    expect(html).toContain('推奨環境 /requirement\n推奨環境</textarea>');
  });

  it('shows the API refusing a taken number beside the number of the entry being changed', async () => {
    const message = RULES_MESSAGES.faqNumberTaken;
    const taken = Response.json(
      { code: 4009, message, details: [{ field: 'body.number', reason: 'taken' }] },
      { status: 409 },
    );
    const answer = await action(
      consoleArgs(consoleApi(operatorMe('editor'), { 'PUT /admin/v1/faq/3': taken }).context, '/admin/faq?edit=3', {
        ...FORM,
        intent: 'update',
        id: '3',
        number: '70',
      }),
    );
    expect(answer).toMatchObject({ kind: 'save_refused', id: 3, errors: { number: RULES_MESSAGES.faqNumberTaken } });
  });

  it('changes an entry and deletes one once confirmed, saying which', async () => {
    const changed = await posted({ 'PUT /admin/v1/faq/3': echo }, { ...FORM, intent: 'update', id: '3', number: '3' });
    expect(changed.api.sent().find((call) => call.method === 'PUT')?.body).toMatchObject({ number: 3 });
    expect(textOf(changed.html)).toContain('よくある質問 3 を変更しました。');

    const deleted = await posted({ 'DELETE /admin/v1/faq/70': apiSuccess(DRAFT) }, { intent: 'delete', id: '70' });
    expect(textOf(deleted.html)).toContain('よくある質問 70 を削除しました。');
  });

  it('sends an operator who may not change the FAQ to the 403 page when they post', async () => {
    const api = consoleApi(operatorMe('support'), LIST);
    await expect(action(consoleArgs(api.context, '/admin/faq', { intent: 'delete', id: '70' }))).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(api.sent()).toEqual([]);
  });
});

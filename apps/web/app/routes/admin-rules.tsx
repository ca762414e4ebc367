import { RULES_DOCUMENTS } from '@hanabi/contract';
import { Link, useNavigation } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { answerNewRulesDraft } from '../features/console/rules/rules-actions.server.ts';
import { japanDayOf, RULES_DOCUMENT_PAGES, rulesDocumentOf } from '../features/console/rules/rules-documents.ts';
import { RulesRevisionForm } from '../features/console/rules/rules-revision-form.tsx';
import { RulesRevisionsTable } from '../features/console/rules/rules-revisions-table.tsx';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/admin-rules';

export const meta: Route.MetaFunction = () => consoleMeta('規約');

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `catalogue:read` (every role) looks: a document's revisions (`?document=terms|tokusho|service_policy`), drafts
 * and published ones, newest effective date first, paged; `editorial:write` writes a new draft, which starts
 * from the newest revision's text and the next day (decision 0055).
 */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const search = new URL(args.request.url).searchParams;
  const document = rulesDocumentOf(search.get('document'));
  const page = parsePageParam(search.get('page'));
  const list = await callAsOperator(args, () => consoleApi(args.context).getRulesRevisions(document, { page }));
  const now = new Date();
  return {
    document,
    revisions: list.items,
    pagination: list.pagination,
    today: japanDayOf(now),
    newDraft: {
      body: page === 1 ? (list.items[0]?.body ?? '') : '',
      effective_on: japanDayOf(new Date(now.getTime() + DAY_MS)),
    },
    deleted: search.get('deleted') === '1',
    canWrite: operator.permissions.includes('editorial:write'),
  };
}

export function action(args: Route.ActionArgs) {
  const document = rulesDocumentOf(new URL(args.request.url).searchParams.get('document'));
  return answerEditorialPost(args, (form, api) => answerNewRulesDraft(form, api, document));
}

export default function AdminRules({ loaderData, actionData }: Route.ComponentProps) {
  const { document, revisions, pagination, today, newDraft, deleted, canWrite } = loaderData;
  const loading = useNavigation().location?.pathname === '/admin/rules';
  const { name, path } = RULES_DOCUMENT_PAGES[document];
  return (
    <div className="console-page">
      <h1 className="console-page__title">規約</h1>
      <p className="console-field__hint">
        規約のページの本文は改定として残ります。公開した改定は変更も削除もできず、会員が同意した当時の本文をいつでも表示できます。
      </p>
      <nav aria-label="規約の文書">
        <ul className="console-inline">
          {RULES_DOCUMENTS.map((each) => (
            <li key={each}>
              <Link
                to={`/admin/rules?document=${each}`}
                className={each === document ? 'console-nav__link active' : 'console-nav__link'}
                aria-current={each === document ? 'page' : undefined}
              >
                {RULES_DOCUMENT_PAGES[each].name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {deleted && !actionData ? (
        <p className="console-alert" role="status">
          下書きを削除しました。
        </p>
      ) : null}
      <ActionOutcome answer={actionData} />
      <section aria-labelledby="rules-revisions-heading" className="console-section" aria-busy={loading}>
        <h2 id="rules-revisions-heading" className="console-section-heading">
          {name}の改定（{pagination.total}件）
        </h2>
        <p>
          <a href={path} target="_blank" rel="noreferrer">
            視聴者のページ（{path}）を開く
          </a>
        </p>
        {revisions.length > 0 ? (
          <RulesRevisionsTable revisions={revisions} today={today} />
        ) : (
          <p role="status">この文書の改定はまだありません。</p>
        )}
        <Pager pagination={pagination} param="page" label="改定の一覧のページ" />
      </section>
      {canWrite ? (
        <section aria-labelledby="rules-new-heading" className="console-section">
          <h2 id="rules-new-heading" className="console-section-heading">
            新しい改定を作成
          </h2>
          <p className="console-field__hint">
            下書きとして保存され、視聴者には表示されません。次のページでプレビューを確認してから公開します。
          </p>
          <RulesRevisionForm {...formAfterPost(actionData, newDraft)} isNew />
        </section>
      ) : (
        <p className="console-alert console-alert--warning">あなたの権限では規約を閲覧のみできます。</p>
      )}
    </div>
  );
}

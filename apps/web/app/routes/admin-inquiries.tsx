import { Pager } from '../components/pager.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { InquiriesTable } from '../features/console/support/inquiries-table.tsx';
import { InquiryFilterForm } from '../features/console/support/inquiry-filter-form.tsx';
import { inquiryFiltersOf } from '../features/console/support/inquiry-filters.ts';
import type { Route } from './+types/admin-inquiries';

export const meta: Route.MetaFunction = () => consoleMeta('お問い合わせ');

/** `inquiries:read`: the inbox, 未対応 first, filtered by status, assignee and words from the address. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'inquiries:read');
  const api = consoleApi(args.context);
  const { values, query } = inquiryFiltersOf(new URL(args.request.url).searchParams);
  const [inquiries, assignees] = await callAsOperator(args, () =>
    Promise.all([api.getInquiries(query), api.getInquiryAssignees()]),
  );
  return { values, inquiries, assignees };
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { values, inquiries, assignees } = loaderData;
  return (
    <div className="console-page">
      <h1 className="console-page__title">お問い合わせ</h1>
      <section aria-labelledby="inquiry-filter-heading" className="console-section">
        <h2 id="inquiry-filter-heading" className="console-section-heading">
          絞り込み
        </h2>
        <InquiryFilterForm values={values} assignees={assignees} />
      </section>
      <section aria-labelledby="inquiries-heading" className="console-section">
        <h2 id="inquiries-heading" className="console-section-heading">
          お問い合わせ（{inquiries.pagination.total}件）
        </h2>
        {inquiries.items.length > 0 ? (
          <InquiriesTable inquiries={inquiries.items} />
        ) : (
          <p role="status">条件に合うお問い合わせはありません。</p>
        )}
        <Pager pagination={inquiries.pagination} param="page" label="お問い合わせのページ" />
      </section>
    </div>
  );
}

import { planLabel } from '@hanabi/contract';
import { Form, Link } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { ConsoleField } from '../features/console/console-form.tsx';
import { formatJapanDateTime } from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/admin-members';

export const meta: Route.MetaFunction = () => consoleMeta('会員');

/** `members:read`: members found by e-mail, member id or festa user id (the address's `q`). */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'members:read');
  const search = new URL(args.request.url).searchParams;
  const q = (search.get('q') ?? '').trim().slice(0, 254);
  if (q === '') return { q, found: null };
  const found = await callAsOperator(args, () =>
    consoleApi(args.context).searchMembers({ q, page: parsePageParam(search.get('page')) }),
  );
  return { q, found };
}

export default function AdminMembers({ loaderData }: Route.ComponentProps) {
  const { q, found } = loaderData;
  return (
    <div className="console-page">
      <h1 className="console-page__title">会員</h1>
      <Form method="get" className="console-form console-form--row" role="search">
        <ConsoleField
          form="member-search"
          name="q"
          label="メールアドレス・会員ID・フェスタID"
          errors={{}}
          defaultValue={q}
          maxLength={254}
        />
        <button type="submit" className="console-button console-button--primary">
          探す
        </button>
      </Form>
      {found === null ? (
        <p>メールアドレス（一部でも）、会員ID、またはフェスタIDを入力してください。</p>
      ) : (
        <section aria-labelledby="members-heading" className="console-section">
          <h2 id="members-heading" className="console-section-heading">
            見つかった会員（{found.pagination.total}件）
          </h2>
          {found.items.length === 0 ? (
            <p role="status">該当する会員はいません。</p>
          ) : (
            <div className="console-table-scroll">
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">会員ID</th>
                    <th scope="col">メールアドレス</th>
                    <th scope="col">フェスタID</th>
                    <th scope="col">プラン</th>
                    <th scope="col">登録日時</th>
                  </tr>
                </thead>
                <tbody>
                  {found.items.map((member) => (
                    <tr key={member.id}>
                      <td>
                        <Link to={`/admin/members/${member.id}`}>{member.id}</Link>
                      </td>
                      <td>{member.email}</td>
                      <td>{member.festa_user_id}</td>
                      <td>{member.plan_id === null ? '未入会' : planLabel(member.plan_id)}</td>
                      <td>{formatJapanDateTime(member.registered_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager pagination={found.pagination} param="page" label="会員のページ" />
        </section>
      )}
    </div>
  );
}

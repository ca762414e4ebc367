import { Link } from 'react-router';
import { previewQueryOf } from '../features/console/catalogue/preview-query.ts';
import { PreviewForm, TitlePreview } from '../features/console/catalogue/title-preview.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-title-preview';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = () => consoleMeta('プレビュー');

/**
 * `catalogue:read`: the title as a guest or a member of a plan would be shown it at a chosen time (decision
 * 0048). An operator API read: no viewer page, cookie or cache is involved.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'catalogue:read');
  const id = routeIdOf(args.context);
  const checked = previewQueryOf(new URL(args.request.url).searchParams, new Date());
  const api = consoleApi(args.context);
  if (!checked.ok) {
    const title = await callAsOperator(args, () => api.getAdminTitle(id));
    return { titleId: id, titleName: title.name, values: checked.values, errors: checked.errors, preview: null };
  }
  const preview = await callAsOperator(args, () => api.previewAdminTitle(id, checked.query));
  return { titleId: id, titleName: preview.title.name, values: checked.values, errors: {}, preview };
}

export default function AdminTitlePreview({ loaderData }: Route.ComponentProps) {
  const { titleId, titleName, values, errors, preview } = loaderData;
  return (
    <div className="console-page">
      <p>
        <Link to={`/admin/titles/${titleId}`}>「{titleName}」へ戻る</Link>
      </p>
      <h1 className="console-page__title">プレビュー: {titleName}</h1>
      <p>
        視聴者の種類と日時を選ぶと、その時点でその視聴者に作品ページとエピソードがどう見えるかを確認できます。実際の視聴者の画面には影響しません。
      </p>
      <PreviewForm values={values} errors={errors} />
      {preview ? <TitlePreview preview={preview} /> : null}
    </div>
  );
}

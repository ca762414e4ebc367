import { Link } from 'react-router';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { fromJapanInput } from '../features/console/catalogue/japan-datetime.ts';
import { COLLECTION_INTENTS, COLLECTION_NOTICES } from '../features/console/collections/collection-answer.ts';
import { CollectionPreview, PREVIEW_AT_PARAM } from '../features/console/collections/collection-preview.tsx';
import { searchTitlesToAdd } from '../features/console/collections/collection-titles.server.ts';
import { CollectionTitles } from '../features/console/collections/collection-titles.tsx';
import { ConfirmAction } from '../features/console/confirm-action.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { answerFeaturePost } from '../features/console/features/feature-actions.server.ts';
import { FeatureForm } from '../features/console/features/feature-form.tsx';
import { featureValuesOf } from '../features/console/features/feature-form-values.ts';
import { INTENT_FIELD } from '../features/console/genres/genres-answer.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-feature';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData }) => consoleMeta(loaderData?.feature.name ?? '特集');

/** A typed preview time as the API's instant; none when empty or unreadable (the page then shows now only). */
function previewAtOf(url: URL): string | undefined {
  const typed = fromJapanInput(url.searchParams.get(PREVIEW_AT_PARAM) ?? '');
  return Number.isNaN(Date.parse(typed)) ? undefined : typed;
}

/**
 * `catalogue:read` to look (every role): the form, the titles in order, and the preview at a chosen time;
 * `editorial:write` to change.
 */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'catalogue:read');
  const url = new URL(args.request.url);
  const id = routeIdOf(args.context);
  const api = consoleApi(args.context);
  const at = previewAtOf(url);
  const canWrite = me.permissions.includes('editorial:write');
  const [feature, previewed, search] = await Promise.all([
    callAsOperator(args, () => api.getFeature(id)),
    at ? callAsOperator(args, () => api.getFeature(id, { at })) : null,
    canWrite ? callAsOperator(args, () => searchTitlesToAdd(api, url)) : { q: '', found: [] },
  ]);
  return {
    feature,
    preview: at && previewed ? { at, state: previewed.state } : null,
    search,
    canWrite,
    created: url.searchParams.get('notice') === COLLECTION_NOTICES.created,
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answerFeaturePost(form, consoleApi(args.context), routeIdOf(args.context)));
}

export default function AdminFeature({ loaderData, actionData }: Route.ComponentProps) {
  const { feature, preview, search, canWrite, created } = loaderData;
  const refused = actionData?.kind === 'form_refused' ? actionData : undefined;
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/features">特集の一覧へ戻る</Link>
      </p>
      <div className="catalogue-page-head">
        <h1 className="console-page__title">{feature.name}</h1>
        {canWrite ? (
          <div className="console-actions">
            <ConfirmAction
              label="削除"
              question={`特集「${feature.name}」を削除します。作品の並びも消えます。よろしいですか？`}
              confirmLabel="削除する"
              fields={{ [INTENT_FIELD]: COLLECTION_INTENTS.delete }}
            />
          </div>
        ) : null}
      </div>
      {created && !actionData ? (
        <p className="console-alert" role="status">
          特集を作成しました。作品を追加してください。
        </p>
      ) : null}
      <ActionOutcome answer={actionData} />
      {canWrite ? null : (
        <p className="console-alert console-alert--warning">あなたの権限では特集を閲覧のみできます。</p>
      )}
      <CollectionPreview
        noun="特集"
        state={feature.state}
        preview={preview}
        viewerPath="/"
        viewerLabel="ホーム（視聴者の画面）"
      />
      <CollectionTitles noun="特集" titles={feature.titles} canWrite={canWrite} search={search} />
      <section aria-labelledby="feature-form-heading" className="console-section">
        <h2 id="feature-form-heading" className="console-section-heading">
          内容
        </h2>
        <FeatureForm
          values={refused?.values ?? featureValuesOf(feature)}
          errors={refused?.errors ?? {}}
          formError={refused?.formError ?? null}
          readOnly={!canWrite}
          submitLabel="保存する"
          answer={refused}
        />
      </section>
    </div>
  );
}

import { HOME_SLIDE_STATE_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { ConfirmAction } from '../features/console/confirm-action.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { answerSlidePost } from '../features/console/slides/slide-actions.server.ts';
import { SLIDE_INTENT, SLIDE_INTENTS, SLIDE_NOTICES } from '../features/console/slides/slide-answer.ts';
import { SlideForm } from '../features/console/slides/slide-form.tsx';
import { slideValuesOf } from '../features/console/slides/slide-form-values.ts';
import { SlidePicture } from '../features/console/slides/slide-picture.tsx';
import { SlidePreview } from '../features/console/slides/slide-preview.tsx';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-slide';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData }) => consoleMeta(loaderData?.slide.headline ?? 'スライド');

/** `catalogue:read` to look (every role): the form, the picture and the preview; `editorial:write` to change. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'catalogue:read');
  const slide = await callAsOperator(args, () => consoleApi(args.context).getHomeSlide(routeIdOf(args.context)));
  return {
    slide,
    canWrite: me.permissions.includes('editorial:write'),
    created: new URL(args.request.url).searchParams.get('notice') === SLIDE_NOTICES.created,
  };
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, (form, api) => answerSlidePost(form, api, routeIdOf(args.context)));
}

export default function AdminSlide({ loaderData, actionData }: Route.ComponentProps) {
  const { slide, canWrite, created } = loaderData;
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/slides">スライドの一覧へ戻る</Link>
      </p>
      <div className="catalogue-page-head">
        <h1 className="console-page__title">{slide.headline}</h1>
        {canWrite ? (
          <div className="console-actions">
            <ConfirmAction
              label="削除"
              question={`スライド「${slide.headline}」を削除します。よろしいですか？`}
              confirmLabel="削除する"
              fields={{ [SLIDE_INTENT]: SLIDE_INTENTS.delete }}
            />
          </div>
        ) : null}
      </div>
      <p>状態: {HOME_SLIDE_STATE_LABELS[slide.state]}</p>
      {created && !actionData ? (
        <p className="console-alert" role="status">
          スライドを作成しました。画像をアップロードしてください。
        </p>
      ) : null}
      <ActionOutcome answer={actionData} />
      {canWrite ? null : (
        <p className="console-alert console-alert--warning">あなたの権限ではスライドを閲覧のみできます。</p>
      )}
      <SlidePicture
        image={slide.image}
        canWrite={canWrite}
        refusal={actionData?.kind === 'image_refused' ? actionData.message : undefined}
      />
      <SlidePreview slide={slide} />
      <section aria-labelledby="slide-form-heading" className="console-section">
        <h2 id="slide-form-heading" className="console-section-heading">
          内容
        </h2>
        <SlideForm {...formAfterPost(actionData, slideValuesOf(slide))} readOnly={!canWrite} submitLabel="保存する" />
      </section>
    </div>
  );
}

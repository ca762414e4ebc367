import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { answerCutScenesPost } from '../features/console/cut-scenes/cut-scenes-actions.server.ts';
import { CutScenesForm } from '../features/console/cut-scenes/cut-scenes-form.tsx';
import { formatMarkerTime } from '../features/console/episode-markers/marker-times.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-cut-scenes';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = () => consoleMeta('シーン位置');

const CUT_NAMES = { broadcast: '通常版', premium: '規制解除版' } as const;

/** `catalogue:read` to look; the form for `catalogue:write` (管理者, 編成), as for the episode itself. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'catalogue:read');
  const episodeId = routeIdOf(args.context);
  const scenes = await callAsOperator(args, () => consoleApi(args.context).getCutScenes(episodeId));
  return { scenes, canWrite: me.permissions.includes('catalogue:write') };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'catalogue:write');
  const episodeId = routeIdOf(args.context);
  return callAsOperator(args, () => answerCutScenesPost(form, episodeId, consoleApi(args.context)));
}

export default function AdminCutScenes({ loaderData, actionData }: Route.ComponentProps) {
  const { scenes, canWrite } = loaderData;
  const otherCut = scenes.cut === 'premium' ? CUT_NAMES.broadcast : CUT_NAMES.premium;
  const counted = scenes.scene_starts.length;
  return (
    <div className="console-page console-page--narrow">
      <h1 className="console-page__title">シーン位置（{CUT_NAMES[scenes.cut]}）</h1>
      <p>
        {scenes.title_name} {scenes.episode_label}
      </p>
      <p>
        視聴者が通常版と規制解除版を切り替えたとき、同じシーンの同じ位置から再生します。両方の版に同じ数のシーンを設定してください。
      </p>
      {actionData?.kind === 'saved' ? (
        <p className="console-alert" role="status">
          保存しました。
        </p>
      ) : null}
      {scenes.other_cut_episode_id === null ? (
        <p>このエピソードには{otherCut}がありません。</p>
      ) : (
        <p role="status">
          {otherCut}のシーン数: {scenes.other_cut_scene_count}
          {counted > 0 && counted !== scenes.other_cut_scene_count
            ? '（シーン数が違うため、切り替えたときはそれぞれの版の続きから再生します）'
            : ''}
        </p>
      )}
      {scenes.duration_seconds === null ? (
        <p role="status">このエピソードの映像はまだありません。映像を取り込むと設定できます。</p>
      ) : (
        <>
          <p>
            映像の長さ: {formatMarkerTime(scenes.duration_seconds)}（{scenes.duration_seconds}秒）
          </p>
          {canWrite ? (
            <CutScenesForm scenes={scenes} answer={actionData} />
          ) : (
            <ol>
              {scenes.scene_starts.map((start) => (
                <li key={start}>{formatMarkerTime(start)}</li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

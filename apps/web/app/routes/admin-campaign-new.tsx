import { createCampaignFromForm } from '../features/console/campaigns/campaign-actions.server.ts';
import { CampaignForm } from '../features/console/campaigns/campaign-form.tsx';
import { EMPTY_CAMPAIGN_FORM } from '../features/console/campaigns/campaign-form-values.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost, requireEditorialWriter } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { NewEditorialPage } from '../features/console/new-editorial-page.tsx';
import type { Route } from './+types/admin-campaign-new';

export const meta: Route.MetaFunction = () => consoleMeta('キャンペーンを作成');

/** `editorial:write` (管理者, 編成): a new campaign; its titles are added on its page next. */
export function loader(args: Route.LoaderArgs) {
  return requireEditorialWriter(args);
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, createCampaignFromForm);
}

export default function AdminCampaignNew({ actionData }: Route.ComponentProps) {
  return (
    <NewEditorialPage
      noun="キャンペーン"
      listPath="/admin/campaigns"
      lead="作成したあと、キャンペーンの画面で作品を追加します。公開期間中だけ /campaigns/番号・名前 で表示されます。"
    >
      <CampaignForm {...formAfterPost(actionData, EMPTY_CAMPAIGN_FORM)} readOnly={false} submitLabel="作成する" />
    </NewEditorialPage>
  );
}

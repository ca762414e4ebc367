import { type EpisodeV2, type PlaybackWayIn, planLabel } from '@hanabi/contract';
import { Link } from 'react-router';
import { purchaseConfirmPath } from '../../lib/episode-paths.ts';
import { formatPoints } from '../../lib/format.ts';

interface WayInPanelProps {
  episode: EpisodeV2;
  wayIn: PlaybackWayIn;
  /** The sign-in service's login page, coming back here. */
  signInUrl: string;
}

function planNames(planIds: readonly number[]): string {
  return planIds.map((id) => `${planLabel(id)}プラン`).join('・');
}

/** In place of the picture, for a viewer who may not watch yet: why, and the one step that lets them in. */
export function WayInPanel({ episode, wayIn, signInUrl }: WayInPanelProps) {
  const content = (() => {
    switch (wayIn) {
      case 'sign_in':
        return {
          text: 'このエピソードを見るにはログインが必要です。',
          action: <a href={signInUrl}>ログインする</a>,
        };
      case 'buy':
        return {
          text: `このエピソードは${formatPoints(episode.price_points ?? 0)}で購入するとご覧いただけます。`,
          action: <Link to={purchaseConfirmPath(episode.id)}>{formatPoints(episode.price_points ?? 0)}で購入する</Link>,
        };
      case 'join_plan':
        return {
          text: `このエピソードは${planNames(episode.included_plan_ids)}でご覧いただけます。`,
          action: <Link to="/entry">プランを見る</Link>,
        };
      case 'age_check':
        return {
          text: 'このエピソードは18歳以上の方のみご覧いただけます。',
          action: <Link to={`/titles/${episode.title.id}`}>年齢を確認する</Link>,
        };
      case 'not_ready':
        return { text: 'この動画は現在準備中です。しばらくしてからもう一度お試しください。', action: null };
    }
  })();
  return (
    <section className="way-in" aria-label="視聴するには">
      <p className="way-in__text">{content.text}</p>
      {content.action ? <p className="way-in__action">{content.action}</p> : null}
    </section>
  );
}

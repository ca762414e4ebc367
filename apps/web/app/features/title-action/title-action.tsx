import { planLabel, type Title, type TitleAccess } from '@hanabi/contract';
import { Link } from 'react-router';
import { playPath, purchaseConfirmPath } from '../../lib/episode-paths.ts';
import { formatPoints } from '../../lib/format.ts';
import { useGuestResume } from './guest-resume.ts';
import { planAdvice } from './plan-advice.ts';
import { PLAN_ENTRY_PATHS, PlanAdviceNote } from './plan-advice-note.tsx';
import { choosePrimaryAction, type PrimaryAction } from './primary-action.ts';
import './title-action.css';

function minutesLeft(seconds: number): string {
  return `残り${Math.max(1, Math.ceil(seconds / 60))}分`;
}

function actionLink(action: PrimaryAction): { to: string; label: string; detail: string } {
  const { episode } = action;
  switch (action.kind) {
    case 'resume':
      return {
        to: playPath(episode.title_id, episode.id),
        label: '続きから再生',
        detail: `${episode.prefix_name}・${minutesLeft(action.remainingSeconds)}`,
      };
    case 'play':
      return { to: playPath(episode.title_id, episode.id), label: '再生する', detail: episode.prefix_name };
    case 'buy':
      return {
        to: purchaseConfirmPath(episode.id),
        label: `${formatPoints(action.episode.price_points)}で購入`,
        detail: episode.prefix_name,
      };
    case 'join_plan':
      return {
        to: PLAN_ENTRY_PATHS[action.planId] ?? '/entry',
        label: 'プランに入会して見る',
        detail: `${planLabel(action.planId)}プランで${episode.prefix_name}から見放題`,
      };
  }
}

/**
 * The title's one primary action above the fold, and the plan advice under it when a plan would cost less
 * than buying the rest. `holder` is null for a guest, whose resume point their browser keeps.
 */
export function TitleAction({ title, holder }: { title: Title; holder: TitleAccess | null }) {
  const guestResume = useGuestResume(title.episodes, holder === null);
  const action = choosePrimaryAction(title.episodes, holder, guestResume);
  const advice = planAdvice(title.episodes, holder);
  if (!action && !advice) return null;
  const link = action && actionLink(action);
  return (
    <div className="title-action">
      {link ? (
        <Link to={link.to} className="button button--primary title-action__primary">
          <span className="title-action__label">{link.label}</span>
          <span className="title-action__detail">{link.detail}</span>
        </Link>
      ) : null}
      {advice ? <PlanAdviceNote advice={advice} /> : null}
    </div>
  );
}

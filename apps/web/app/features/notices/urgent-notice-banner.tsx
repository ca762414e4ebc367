import type { UrgentNotice } from '@hanabi/contract';
import { Link } from 'react-router';
import { noticePath } from './notice-paths.ts';
import './notices.css';

interface UrgentNoticeBannerProps {
  /** The urgent notice the document was rendered with (root loader). */
  notice: UrgentNotice;
  /** The server's time from the viewer's status, refreshed on every navigation; null when unknown. */
  serverTime: string | null;
}

/** Whether the notice is still urgent at the server's time (without one, the API's answer stands). */
export function isStillUrgent(notice: NonNullable<UrgentNotice>, serverTime: string | null): boolean {
  if (notice.urgent_until === null) return false;
  return serverTime === null || Date.parse(serverTime) < Date.parse(notice.urgent_until);
}

/**
 * The urgent notice above every page, linking to it. A named region rather than an alert: it is on every
 * page, and an alert would be read out again at each navigation. It goes away on its own once the server's
 * time, which each navigation refreshes, passes urgent_until.
 */
export function UrgentNoticeBanner({ notice, serverTime }: UrgentNoticeBannerProps) {
  if (notice === null || !isStillUrgent(notice, serverTime)) return null;
  return (
    <section className="urgent-banner" aria-label="緊急のお知らせ">
      <p className="urgent-banner__inner">
        <span className="urgent-banner__label" aria-hidden="true">
          緊急
        </span>
        <Link to={noticePath(notice)} className="urgent-banner__link">
          {notice.title}
        </Link>
      </p>
    </section>
  );
}

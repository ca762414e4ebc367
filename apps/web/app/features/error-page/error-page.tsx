import { Link } from 'react-router';
import { COMIC_SERVICE } from '../../lib/external-services.ts';
import type { ErrorContent } from './error-content.ts';
import './error-page.css';

export function ErrorPage({ content }: { content: ErrorContent }) {
  return (
    <section
      className="error-page"
      aria-labelledby="error-page-status"
      data-status={content.status}
      data-kind={content.kind}
      data-error-code={content.code ?? undefined}
    >
      <p id="error-page-status" className="error-page__status">
        {content.status}
      </p>
      <p className="error-page__message">{content.message}</p>
      {content.detail ? (
        <p className="visually-hidden" data-testid="error-detail">
          {content.detail}
        </p>
      ) : null}
      {content.kind === 'outside-japan' ? (
        <>
          <OtherServiceBanner />
          <GeolocationCredit />
        </>
      ) : null}
      <Link to="/" className="button button--primary error-page__home">
        トップへ戻る
      </Link>
    </section>
  );
}

/** Shown to viewers outside Japan instead of the catalogue (spec §8). */
function OtherServiceBanner() {
  return (
    <aside className="other-service-banner" aria-label="関連サービスのご案内">
      <a href={COMIC_SERVICE.url} className="other-service-banner__title" target="_blank" rel="noopener noreferrer">
        {COMIC_SERVICE.name}
        <span className="visually-hidden">（新しいタブで開きます）</span>
      </a>
      <p className="other-service-banner__text">アニメの原作コミックは、関連サービスでもお楽しみいただけます。</p>
    </aside>
  );
}

/** The country came from DB-IP's data, whose licence (CC BY 4.0) asks for this credit (decision 0014). */
function GeolocationCredit() {
  return (
    <p className="error-page__credit">
      <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
        IP Geolocation by DB-IP
        <span className="visually-hidden">（新しいタブで開きます）</span>
      </a>
    </p>
  );
}

import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { LegalDocumentView } from '../features/legal/legal-document.tsx';
import { TERMS_OF_SERVICE } from '../features/legal/terms-of-service.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import type { Route } from './+types/rules-service';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: TERMS_OF_SERVICE.heading,
    description: TERMS_OF_SERVICE.description,
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/**
 * No data, but a server loader all the same: React Router runs the server middleware of a client navigation
 * only when a server loader is to run, and the redirect lookup lives there (decision 0017).
 */
export function loader() {
  return null;
}

export default function RulesService() {
  return (
    <div className="page info-page">
      <ListHeader
        heading={TERMS_OF_SERVICE.heading}
        parents={[{ label: 'サポート', to: '/support' }]}
        lead={TERMS_OF_SERVICE.lead}
      />
      <LegalDocumentView document={TERMS_OF_SERVICE} />
    </div>
  );
}

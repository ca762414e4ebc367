import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { LegalDocumentView } from '../features/legal/legal-document.tsx';
import { SERVICE_POLICY } from '../features/legal/service-policy.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import type { Route } from './+types/rules-service-policy';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: SERVICE_POLICY.heading,
    description: SERVICE_POLICY.description,
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

export default function RulesServicePolicy() {
  return (
    <div className="page info-page">
      <ListHeader
        heading={SERVICE_POLICY.heading}
        parents={[{ label: 'サポート', to: '/support' }]}
        lead={SERVICE_POLICY.lead}
      />
      <LegalDocumentView document={SERVICE_POLICY} />
    </div>
  );
}

import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { FaqAnswer } from '../features/faq/faq-answer.tsx';
import { faqTopicLabel, findFaqEntry } from '../features/faq/faq-entries.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { invalidRouteParams } from '../lib/route-errors.ts';
import { parseRouteId } from '../lib/route-params.ts';
import type { Route } from './+types/faq-entry';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { entry } = loaderData;
  return pageMeta({
    heading: entry.question,
    description: entry.answer.join(''),
    origin: siteOriginOf(matches),
    path: location.pathname,
  });
};

/** /faq/{n}: only the numbers the FAQ has exist; any other (27, 47, 0, 05, abc) is 'Page Not Found'. */
export function loader({ params, request }: Route.LoaderArgs) {
  const entry = findFaqEntry(parseRouteId(params.number));
  if (!entry) throw invalidRouteParams(new URL(request.url).pathname);
  return { entry, topicLabel: faqTopicLabel(entry) };
}

export default function FaqEntryPage({ loaderData }: Route.ComponentProps) {
  const { entry, topicLabel } = loaderData;
  return (
    <div className="page info-page">
      <ListHeader
        heading={entry.question}
        parents={[
          { label: 'サポート', to: '/support' },
          { label: 'よくある質問', to: '/faq' },
        ]}
        lead={topicLabel}
      />
      <FaqAnswer entry={entry} topicLabel={topicLabel} />
    </div>
  );
}

import { FAQ_TOPIC_LABELS } from '@hanabi/contract';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { FaqAnswer } from '../features/faq/faq-answer.tsx';
import { loadFaqEntry } from '../features/faq/faq-page.server.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { plainTextParagraphs } from '../lib/plain-text-paragraphs.ts';
import type { Route } from './+types/faq-entry';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { entry } = loaderData;
  return pageMeta({
    heading: entry.question,
    description: plainTextParagraphs(entry.answer).flat().join(''),
    origin: siteOriginOf(matches),
    path: location.pathname,
  });
};

/** /faq/{n}: a published entry; any other number (27, 0, 05, abc, a draft) is 'Page Not Found'. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const entry = await loadFaqEntry(context, params.number, new URL(request.url).pathname);
  return { entry, topicLabel: FAQ_TOPIC_LABELS[entry.topic] };
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

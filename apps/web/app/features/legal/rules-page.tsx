import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoSection } from '../../components/info-section.tsx';
import { formatJapanDate } from '../../lib/format.ts';
import { parseRulesBody } from './rules-body.ts';
import { RulesDocumentView, RulesLead } from './rules-document.tsx';
import type { RulesPageData } from './rules-page.server.ts';

/** 「2025年4月1日 制定」 for the first revision, 「2026年12月1日 改定」 for each later one. */
function historyLabel(effectiveOn: string, isFirst: boolean): string {
  return `${formatJapanDate(effectiveOn)} ${isFirst ? '制定' : '改定'}`;
}

/** The dated list of every revision in force now or before, each readable; the one shown marked. */
function RulesHistory({ data, path }: { data: RulesPageData; path: string }) {
  return (
    <InfoSection heading="改定履歴">
      <ol className="legal-history">
        {data.history.map((entry, index) => {
          const isCurrent = entry.id === data.currentId;
          return (
            <li key={entry.id}>
              <Link
                to={isCurrent ? path : `${path}?revision=${entry.id}`}
                aria-current={entry.id === data.revision.id ? 'page' : undefined}
              >
                {historyLabel(entry.effective_on, index === data.history.length - 1)}
              </Link>
              {isCurrent ? '（現在の版）' : null}
            </li>
          );
        })}
      </ol>
    </InfoSection>
  );
}

interface RulesPageProps {
  /** The page's heading and breadcrumbs, given the text's lead (the route draws them: features stay apart). */
  header: (lead: ReactNode) => ReactNode;
  /** The table's caption: the page's heading. */
  heading: string;
  /** The page's own address: /rules/service … */
  path: string;
  data: RulesPageData;
  /** The card holding the text's table rows, if it has any (特定商取引法に基づく表記). */
  tableHeading?: string;
}

/** A rules page: the text of the revision shown, a note when it is a past one, and the 改定履歴. */
export function RulesPage({ header, heading, path, data, tableHeading = '表示事項' }: RulesPageProps) {
  const body = parseRulesBody(data.revision.body);
  const isPast = data.revision.id !== data.currentId;
  return (
    <div className="page info-page">
      {header(body.lead.length > 0 ? <RulesLead lines={body.lead} /> : undefined)}
      {isPast ? (
        <p className="legal-past-note" role="note">
          {formatJapanDate(data.revision.effective_on)}に施行された以前の版を表示しています。
          <Link to={path}>現在の版を見る</Link>
        </p>
      ) : null}
      <RulesDocumentView body={body} table={{ heading: tableHeading, caption: heading }} />
      <RulesHistory data={data} path={path} />
    </div>
  );
}

import { Fragment } from 'react';
import { Link } from 'react-router';
import { InfoSection, InfoTable } from '../../components/info-section.tsx';
import { inlineParts, type RulesBody, type RulesClause } from './rules-body.ts';
import './legal.css';

/** A line of the text, its site links as links. */
export function InlineText({ line }: { line: string }) {
  return (
    <>
      {inlineParts(line).map((part, index) =>
        // A line's parts in their order: the position is their identity.
        part.to ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Link key={index} to={part.to}>
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The lead above the text, its lines one under another. */
export function RulesLead({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of a text in their order
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          <InlineText line={line} />
        </Fragment>
      ))}
    </>
  );
}

function Clause({ clause }: { clause: RulesClause }) {
  return (
    <>
      <InlineText line={clause.text} />
      {clause.items.length > 0 ? (
        <ol className="legal-items">
          {clause.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items of a text in their order
            <li key={index}>
              <InlineText line={item} />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

function RowValue({ lines }: { lines: readonly string[] }) {
  if (lines.length === 1 && lines[0] !== undefined) return <InlineText line={lines[0]} />;
  return (
    <ul className="legal-lines">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of a text in their order
        <li key={index}>
          <InlineText line={line} />
        </li>
      ))}
    </ul>
  );
}

interface RulesDocumentViewProps {
  body: RulesBody;
  /** The card that holds the table's rows (特定商取引法に基づく表記), and the table's caption. */
  table: { heading: string; caption: string };
}

/**
 * A rules text (rules-body.ts): one card per article, an article of several clauses numbering them 1, 2, 3 as
 * Japanese terms do; the rows, if any, as one table.
 */
export function RulesDocumentView({ body, table }: RulesDocumentViewProps) {
  return (
    <>
      {body.articles.map((article, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: articles of a text in their order
        <InfoSection key={index} heading={article.heading}>
          {article.clauses.length === 1 && article.clauses[0] ? (
            <div>
              <Clause clause={article.clauses[0]} />
            </div>
          ) : (
            <ol className="legal-clauses">
              {article.clauses.map((clause, clauseIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: clauses of an article in their order
                <li key={clauseIndex}>
                  <Clause clause={clause} />
                </li>
              ))}
            </ol>
          )}
        </InfoSection>
      ))}
      {body.rows.length > 0 ? (
        <InfoSection heading={table.heading}>
          <InfoTable
            caption={table.caption}
            rows={body.rows.map((row) => [row.label, <RowValue key={row.label} lines={row.lines} />] as const)}
          />
        </InfoSection>
      ) : null}
    </>
  );
}

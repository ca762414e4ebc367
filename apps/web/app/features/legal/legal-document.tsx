import { InfoSection } from '../../components/info-section.tsx';
import type { LegalClause, LegalDocument } from './legal-types.ts';
import './legal.css';

function Clause({ clause }: { clause: LegalClause }) {
  return (
    <>
      {clause.text}
      {clause.items ? (
        <ol className="legal-items">
          {clause.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

/** A legal text: one card per article; an article of several clauses numbers them 1, 2, 3 as Japanese terms do. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      {document.articles.map((article) => (
        <InfoSection key={article.heading} heading={article.heading}>
          {article.clauses.length === 1 && article.clauses[0] ? (
            <div>
              <Clause clause={article.clauses[0]} />
            </div>
          ) : (
            <ol className="legal-clauses">
              {article.clauses.map((clause) => (
                <li key={clause.text}>
                  <Clause clause={clause} />
                </li>
              ))}
            </ol>
          )}
        </InfoSection>
      ))}
      <p className="legal-history">
        {document.history.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </p>
    </>
  );
}

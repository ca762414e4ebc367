import { Link } from 'react-router';
import { InfoSection } from '../../components/info-section.tsx';
import type { FaqTopicGroup } from './faq-groups.ts';
import './faq.css';

/** Anchor of a topic on /faq, so /support can link straight to it (/faq#topic-payment). */
export function faqTopicAnchor(topicId: string): string {
  return `topic-${topicId}`;
}

/** /faq: a jump list of the topics, then each topic's questions, each a link to its answer. */
export function FaqIndex({ groups }: { groups: readonly FaqTopicGroup[] }) {
  return (
    <>
      <nav aria-label="質問の分類" className="faq-topics">
        <ul className="faq-topics__list">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${faqTopicAnchor(group.id)}`} className="faq-topics__link">
                {group.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <div key={group.id} id={faqTopicAnchor(group.id)} className="faq-topic">
          <InfoSection heading={group.label}>
            <ul className="faq-questions">
              {group.entries.map((entry) => (
                <li key={entry.number}>
                  <Link to={`/faq/${entry.number}`} className="faq-questions__link">
                    <span aria-hidden="true" className="faq-questions__mark">
                      Q
                    </span>
                    {entry.question}
                  </Link>
                </li>
              ))}
            </ul>
          </InfoSection>
        </div>
      ))}
    </>
  );
}

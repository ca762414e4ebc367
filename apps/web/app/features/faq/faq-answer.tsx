import type { FaqEntryAnswer } from '@hanabi/contract';
import { Link } from 'react-router';
import { InfoSection } from '../../components/info-section.tsx';
import { PlainTextParagraphs } from '../../components/plain-text-paragraphs.tsx';
import { faqTopicAnchor } from './faq-index.tsx';
import './faq.css';

/** /faq/{n}: the answer, the pages it points to, and the ways onward (the index, the inquiry form). */
export function FaqAnswer({ entry, topicLabel }: { entry: FaqEntryAnswer; topicLabel: string }) {
  return (
    <>
      <section className="info-section faq-answer" aria-label="回答">
        <p className="faq-answer__label" aria-hidden="true">
          A
        </p>
        <div className="info-section__body">
          <PlainTextParagraphs text={entry.answer} />
        </div>
      </section>

      {entry.related.length > 0 ? (
        <InfoSection heading="関連するページ">
          <ul className="info-list">
            {entry.related.map((link) => (
              <li key={`${link.to} ${link.label}`}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </InfoSection>
      ) : null}

      <InfoSection heading="解決しないときは">
        <p>ほかの質問もあわせてご覧ください。それでも解決しない場合は、お問い合わせフォームからご連絡ください。</p>
        <div className="faq-actions">
          <Link to={`/faq#${faqTopicAnchor(entry.topic)}`} className="button button--outline">
            「{topicLabel}」の質問一覧
          </Link>
          <Link to="/faq" className="button button--outline">
            よくある質問トップへ
          </Link>
          <Link to="/support/inquiry" className="button button--primary">
            お問い合わせ
          </Link>
        </div>
      </InfoSection>
    </>
  );
}

import type { Notice } from '@hanabi/contract';
import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { formatJapanDate } from '../../lib/format.ts';
import { noticeParagraphs } from './notice-paragraphs.ts';
import { noticeListPath } from './notice-paths.ts';
import './notices.css';

/** A notice's own page: the notice in the notices column. */
export function NoticePage({ notice }: { notice: Notice }) {
  return (
    <div className="page notice-page">
      <NoticeArticle notice={notice} />
    </div>
  );
}

/** One notice to read: its section and date, its title as the page's heading, and its paragraphs. */
export function NoticeArticle({ notice }: { notice: Notice }) {
  const headingId = useId();
  return (
    <article className="notice-article" aria-labelledby={headingId}>
      <p className="notice-article__meta">
        <span className="notice-section-label">{notice.section.name}</span>
        <time dateTime={notice.published_at}>{formatJapanDate(notice.published_at)}</time>
      </p>
      <h1 id={headingId} className="page__title notice-article__title">
        {notice.title}
      </h1>
      <div className="notice-article__body">
        {noticeParagraphs(notice.body).map((lines, index) => (
          // Paragraphs are fixed text in a fixed order: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>
            {lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, in order
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ))}
      </div>
      <p className="notice-article__back">
        <Link to={noticeListPath(notice.section.slug)}>{notice.section.name}の一覧へ</Link>
        <Link to={noticeListPath(null)}>お知らせ一覧へ</Link>
      </p>
    </article>
  );
}

import type { Notice } from '@hanabi/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { PlainTextParagraphs } from '../../components/plain-text-paragraphs.tsx';
import { formatJapanDate } from '../../lib/format.ts';
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
        <PlainTextParagraphs text={notice.body} />
      </div>
      <p className="notice-article__back">
        <Link to={noticeListPath(notice.section.slug)}>{notice.section.name}の一覧へ</Link>
        <Link to={noticeListPath(null)}>お知らせ一覧へ</Link>
      </p>
    </article>
  );
}

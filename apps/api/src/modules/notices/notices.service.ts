import type { Notice, NoticeKey, NoticeList, NoticeListQuery, NoticeSections, NoticeSummary } from '@hanabi/contract';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import type { NoticeRow, NoticeSectionRow, NoticesRepository } from './notices.repository.ts';

export interface NoticesService {
  listSections(): Promise<NoticeSections>;
  /** @throws ApiError notFound when section_id names no section. */
  listPublished(query: NoticeListQuery, now: Date): Promise<NoticeList>;
  /** @throws ApiError notFound when no notice has that id or slug, or it is not published yet. */
  getPublished(key: NoticeKey, now: Date): Promise<Notice>;
  getUrgent(now: Date): Promise<NoticeSummary | null>;
}

export const toSection = ({ id, slug, name }: NoticeSectionRow) => ({ id, slug, name });

export function toSummary(row: NoticeRow): NoticeSummary {
  return {
    id: row.id,
    slug: row.slug,
    section: toSection(row.section),
    title: row.title,
    published_at: toJapanIso(row.publishedAt),
    urgent_until: row.urgentUntil ? toJapanIso(row.urgentUntil) : null,
  };
}

export function createNoticesService({ repository }: { repository: NoticesRepository }): NoticesService {
  return {
    async listSections() {
      return { items: (await repository.listSections()).map(toSection) };
    },

    async listPublished({ section_id, page, per_page }, now) {
      // An unknown section is a wrong address, not an empty section.
      if (section_id !== undefined && !(await repository.sectionExists(section_id))) throw new ApiError('notFound');
      const { rows, total } = await repository.listPublished({
        sectionId: section_id,
        now,
        ...pageWindow({ page, per_page }),
      });
      return { items: rows.map(toSummary), pagination: paginationOf({ page, per_page }, total) };
    },

    async getPublished(key, now) {
      const row = await repository.findPublished(key, now);
      if (!row) throw new ApiError('notFound');
      return { ...toSummary(row), body: row.body };
    },

    async getUrgent(now) {
      const row = await repository.findUrgent(now);
      return row ? toSummary(row) : null;
    },
  };
}

import type { NoticeSection } from '@hanabi/contract';
import { FilterChips } from '../../components/filter-chips.tsx';
import { NOTICE_LIST_PARAMS } from './notice-paths.ts';

interface NoticeSectionTabsProps {
  sections: NoticeSection[];
  /** The section listed now; null for every section (「すべて」). */
  current: string | null;
}

/** The sections of /notices as links; choosing one starts at its first page. */
export function NoticeSectionTabs({ sections, current }: NoticeSectionTabsProps) {
  const options = [
    { value: null, label: 'すべて' },
    ...sections.map((section) => ({ value: section.slug, label: section.name })),
  ];
  return (
    <FilterChips
      label="お知らせの種類"
      param={NOTICE_LIST_PARAMS.section}
      pageParam={NOTICE_LIST_PARAMS.page}
      options={options}
      current={current}
    />
  );
}

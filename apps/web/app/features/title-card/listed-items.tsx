import type { EpisodeUpdateList, ExclusiveTitleList, FreeTitleList, RankedTitle, TitleCard } from '@hanabi/contract';
import { formatJapanDate } from '../../lib/format.ts';
import { EpisodeCardList } from './episode-card-list.tsx';
import { type CardAnnotation, TitleGrid } from './title-grid.tsx';

/** The items of one catalogue list, tagged with what the list is, so each gets the cards that suit it. */
export type ListedItems =
  | { kind: 'titles'; items: TitleCard[] }
  | { kind: 'ranking'; items: RankedTitle[] }
  | { kind: 'free'; items: FreeTitleList['items'] }
  | { kind: 'exclusive'; items: ExclusiveTitleList['items'] }
  | { kind: 'episodes'; items: EpisodeUpdateList['items'] };

/** 「1位」 on the poster of a ranked title. */
export const rankAnnotation = (title: RankedTitle): CardAnnotation => ({
  badge: { kind: 'rank', label: `${title.rank}位` },
});

const freeAnnotation = (title: FreeTitleList['items'][number]): CardAnnotation => ({
  note: `無料で${title.free_episode_count}話見られます`,
});

/** 独占 (only here) or 先行 (here first), and the day the exclusivity ends. */
const exclusiveAnnotation = ({ exclusive }: ExclusiveTitleList['items'][number]): CardAnnotation => ({
  badge: exclusive.kind === 'exclusive' ? { kind: 'exclusive', label: '独占' } : { kind: 'early', label: '先行' },
  note: `${formatJapanDate(exclusive.ends_at)}まで${exclusive.kind === 'exclusive' ? '独占配信' : '先行配信'}`,
});

interface ListedItemsViewProps {
  list: ListedItems;
  label: string;
  /** A list further down a page of several: none of its pictures is in view at first, so all load lazily. */
  belowTheFold?: boolean;
}

/** Renders any catalogue list as its cards: title posters (with rank, free or exclusive facts) or episodes. */
export function ListedItemsView({ list, label, belowTheFold = false }: ListedItemsViewProps) {
  const eagerCount = belowTheFold ? 0 : undefined;
  switch (list.kind) {
    case 'titles':
      return <TitleGrid titles={list.items} label={label} eagerCount={eagerCount} />;
    case 'ranking':
      return <TitleGrid titles={list.items} label={label} annotate={rankAnnotation} eagerCount={eagerCount} />;
    case 'free':
      return <TitleGrid titles={list.items} label={label} annotate={freeAnnotation} eagerCount={eagerCount} />;
    case 'exclusive':
      return <TitleGrid titles={list.items} label={label} annotate={exclusiveAnnotation} eagerCount={eagerCount} />;
    case 'episodes':
      return <EpisodeCardList episodes={list.items} label={label} eagerCount={eagerCount} />;
  }
}

import { RANKING_PERIODS, type RankingPeriod } from '@hanabi/contract';
import { FilterChips } from '../../components/filter-chips.tsx';
import { LIST_PARAMS, RANKING_PERIOD_LABELS } from './list-query.ts';

const PERIOD_OPTIONS = RANKING_PERIODS.map((period) => ({ value: period, label: RANKING_PERIOD_LABELS[period] }));

/** デイリー・週間・月間: which period the rankings count activity over (`?period=`). */
export function RankingPeriodTabs({ current }: { current: RankingPeriod }) {
  return <FilterChips label="集計期間" param={LIST_PARAMS.period} options={PERIOD_OPTIONS} current={current} />;
}

import type { RulesDocument, RulesRevision, RulesRevisionSummary } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { getApi, loadFromApi } from '../../lib/api.server.ts';
import { invalidRouteParams } from '../../lib/route-errors.ts';
import { parseRouteId } from '../../lib/route-params.ts';

export interface RulesPageData {
  /** The revision the page shows: the one in force, or the past one of `?revision={id}`. */
  revision: RulesRevision;
  /** Every revision in force now or before, newest first (改定履歴). */
  history: RulesRevisionSummary[];
  /** The revision in force today. */
  currentId: number;
}

/**
 * A rules page's data (decision 0055): the revision in force today (Japan date; the dev_debug_time cookie moves
 * today outside production) and the dated history, or with `?revision={id}` a past revision as it was
 * published. A revision not yet in force, a draft or another document's answers 404, as does an id that is none.
 */
export async function loadRulesPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  document: RulesDocument,
): Promise<RulesPageData> {
  const url = new URL(request.url);
  const asked = url.searchParams.get('revision');
  const id = asked === null ? null : parseRouteId(asked);
  if (asked !== null && id === null) throw invalidRouteParams(url.pathname);
  const api = getApi(context);
  const [page, past] = await loadFromApi(() =>
    Promise.all([api.getRulesPage(document), id === null ? null : api.getRulesRevision(document, id)]),
  );
  return { revision: past ?? page.current, history: page.history, currentId: page.current.id };
}

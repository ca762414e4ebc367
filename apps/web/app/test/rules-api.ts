import { guestUserStatus, type RulesDocument, type RulesRevision } from '@hanabi/contract';
import { apiSuccess, NOW } from './fixtures.ts';
import { fakeSiteApi } from './loader-context.ts';

/** A published revision of `document` in force from `effectiveOn`. */
export const rulesRevision = (
  document: RulesDocument,
  id: number,
  effectiveOn: string,
  body: string,
): RulesRevision => ({
  id,
  document,
  effective_on: effectiveOn,
  published_at: `${effectiveOn}T00:00:00+09:00`,
  body,
});

/**
 * A fake API for a rules page, for a guest: `revisions` newest first, the first in force, each readable by its
 * id (`/v1/rules/{document}/revisions/{id}`).
 */
export function rulesApi(document: RulesDocument, revisions: RulesRevision[]) {
  const [current] = revisions;
  const history = revisions.map(({ id, effective_on, published_at }) => ({ id, effective_on, published_at }));
  return fakeSiteApi({
    [`/v1/rules/${document}`]: () => apiSuccess({ current, history }),
    ...Object.fromEntries(
      revisions.map((revision) => [`/v1/rules/${document}/revisions/${revision.id}`, () => apiSuccess(revision)]),
    ),
    '/v1/users/statuses': () => apiSuccess(guestUserStatus(NOW)),
  });
}

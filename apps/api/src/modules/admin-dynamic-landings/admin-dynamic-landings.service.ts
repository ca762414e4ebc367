/**
 * Editors' changes to dynamic landing pages (decision 0063): created, edited, deleted, and their ordered titles
 * replaced, each in one transaction with its audit entry. The viewer's GET /v1/dynamic_landings reads the same
 * rows, so a change shows at once.
 */
import { type AdminDynamicLandingSummary, DYNAMIC_LANDING_MESSAGES } from '@hanabi/contract';
import { dynamicLandings } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import { collectionService } from '../../lib/title-collections/collection-service.ts';
import { windowStateAt } from '../../lib/title-collections/collection-titles.ts';
import {
  createAdminDynamicLandingsRepository,
  type LandingRow,
  landingFormOf,
} from './admin-dynamic-landings.repository.ts';

export function landingSummaryOf(row: LandingRow & { titleCount: number }, at: Date): AdminDynamicLandingSummary {
  return {
    id: row.id,
    slug: row.slug,
    heading: row.heading,
    lead: row.lead,
    layout: row.layout,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: windowStateAt(row, at),
    title_count: row.titleCount,
  };
}

export const {
  answer: landingAnswer,
  create: createLanding,
  update: updateLanding,
  remove: deleteLanding,
  replaceTitles: replaceLandingTitles,
} = collectionService({
  kind: 'landing',
  table: dynamicLandings,
  repository: createAdminDynamicLandingsRepository,
  formOf: landingFormOf,
  summaryOf: landingSummaryOf,
  notFound: () => new ApiError('notFound', { message: DYNAMIC_LANDING_MESSAGES.notFound }),
});

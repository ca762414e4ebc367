/**
 * Editors' changes to features (decision 0063): a feature created, edited, deleted, and its ordered list of
 * titles replaced. Each change is one transaction with its audit entry (decision 0042). The viewer's reads
 * (GET /v1/features) query the same rows, so a change shows at once.
 */
import { type AdminFeatureSummary, FEATURE_MESSAGES } from '@hanabi/contract';
import { features } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import { collectionService } from '../../lib/title-collections/collection-service.ts';
import { windowStateAt } from '../../lib/title-collections/collection-titles.ts';
import { createAdminFeaturesRepository, type FeatureListRow, featureFormOf } from './admin-features.repository.ts';

export function featureSummaryOf(row: FeatureListRow, at: Date): AdminFeatureSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    position: row.position,
    state: windowStateAt(row, at),
    title_count: row.titleCount,
  };
}

export const {
  answer: featureAnswer,
  create: createFeature,
  update: updateFeature,
  remove: deleteFeature,
  replaceTitles: replaceFeatureTitles,
} = collectionService({
  kind: 'feature',
  table: features,
  repository: createAdminFeaturesRepository,
  formOf: featureFormOf,
  summaryOf: featureSummaryOf,
  notFound: () => new ApiError('notFound', { message: FEATURE_MESSAGES.notFound }),
});

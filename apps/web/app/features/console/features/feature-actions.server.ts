import type { AdminApiClient } from '@hanabi/api-client/admin';
import type { AdminFeatureWriteRequest } from '@hanabi/contract';
import { answerCollectionPost, type CollectionKind, saveCollection } from '../collections/collection-actions.server.ts';
import type { CollectionAnswer } from '../collections/collection-answer.ts';
import { type FeatureValues, featureRequestOf, readFeatureForm } from './feature-form-values.ts';

/** Features as their console pages post them (decision 0063). */
function featureKind(api: AdminApiClient): CollectionKind<FeatureValues, AdminFeatureWriteRequest> {
  return {
    noun: '特集',
    listPath: '/admin/features',
    read: readFeatureForm,
    check: featureRequestOf,
    create: (request) => api.createFeature(request),
    update: (id, request) => api.updateFeature(id, request),
    remove: (id) => api.deleteFeature(id),
    titleIds: async (id) => (await api.getFeature(id)).titles.map((title) => title.id),
    setTitles: (id, ids) => api.setFeatureTitles(id, { title_ids: ids }),
  };
}

export type FeatureAnswer = CollectionAnswer<FeatureValues>;

/** The new-feature page's post: created, then on to its page to add its titles. */
export function createFeatureFromForm(form: FormData, api: AdminApiClient): Promise<FeatureAnswer> {
  return saveCollection(featureKind(api), form, null);
}

/** A feature page's posts: the form saved, the feature deleted, or its titles changed. */
export function answerFeaturePost(form: FormData, api: AdminApiClient, id: number): Promise<FeatureAnswer> {
  return answerCollectionPost(featureKind(api), form, id);
}

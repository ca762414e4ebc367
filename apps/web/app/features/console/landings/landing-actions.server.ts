import type { AdminApiClient } from '@hanabi/api-client/admin';
import type { AdminDynamicLandingWriteRequest } from '@hanabi/contract';
import { answerCollectionPost, type CollectionKind, saveCollection } from '../collections/collection-actions.server.ts';
import type { CollectionAnswer } from '../collections/collection-answer.ts';
import { type LandingValues, landingRequestOf, readLandingForm } from './landing-form-values.ts';

/** Dynamic landing pages as their console pages post them (decision 0063). */
function landingKind(api: AdminApiClient): CollectionKind<LandingValues, AdminDynamicLandingWriteRequest> {
  return {
    noun: 'ランディングページ',
    listPath: '/admin/landings',
    read: readLandingForm,
    check: landingRequestOf,
    create: (request) => api.createDynamicLanding(request),
    update: (id, request) => api.updateDynamicLanding(id, request),
    remove: (id) => api.deleteDynamicLanding(id),
    titleIds: async (id) => (await api.getDynamicLanding(id)).titles.map((title) => title.id),
    setTitles: (id, ids) => api.setDynamicLandingTitles(id, { title_ids: ids }),
  };
}

export type LandingAnswer = CollectionAnswer<LandingValues>;

export function createLandingFromForm(form: FormData, api: AdminApiClient): Promise<LandingAnswer> {
  return saveCollection(landingKind(api), form, null);
}

export function answerLandingPost(form: FormData, api: AdminApiClient, id: number): Promise<LandingAnswer> {
  return answerCollectionPost(landingKind(api), form, id);
}

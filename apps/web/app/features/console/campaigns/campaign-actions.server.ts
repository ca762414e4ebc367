import type { AdminApiClient } from '@hanabi/api-client/admin';
import type { AdminCampaignWriteRequest } from '@hanabi/contract';
import { answerCollectionPost, type CollectionKind, saveCollection } from '../collections/collection-actions.server.ts';
import type { CollectionAnswer } from '../collections/collection-answer.ts';
import { type CampaignValues, campaignRequestOf, readCampaignForm } from './campaign-form-values.ts';

/** Campaigns as their console pages post them (decision 0061). */
function campaignKind(api: AdminApiClient): CollectionKind<CampaignValues, AdminCampaignWriteRequest> {
  return {
    noun: 'キャンペーン',
    listPath: '/admin/campaigns',
    read: readCampaignForm,
    check: campaignRequestOf,
    create: (request) => api.createCampaign(request),
    update: (id, request) => api.updateCampaign(id, request),
    remove: (id) => api.deleteCampaign(id),
    titleIds: async (id) => (await api.getCampaign(id)).titles.map((title) => title.id),
    setTitles: (id, ids) => api.setCampaignTitles(id, { title_ids: ids }),
  };
}

export type CampaignAnswer = CollectionAnswer<CampaignValues>;

export function createCampaignFromForm(form: FormData, api: AdminApiClient): Promise<CampaignAnswer> {
  return saveCollection(campaignKind(api), form, null);
}

export function answerCampaignPost(form: FormData, api: AdminApiClient, id: number): Promise<CampaignAnswer> {
  return answerCollectionPost(campaignKind(api), form, id);
}

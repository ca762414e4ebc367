import type { AdminApiClient } from '@hanabi/api-client/admin';
import type { AdminEditorPickWriteRequest } from '@hanabi/contract';
import { answerCollectionPost, type CollectionKind, saveCollection } from '../collections/collection-actions.server.ts';
import type { CollectionAnswer } from '../collections/collection-answer.ts';
import { type PickValues, pickRequestOf, readPickForm } from './pick-form-values.ts';

/** Editor picks as their console pages post them (decision 0064). */
function pickKind(api: AdminApiClient): CollectionKind<PickValues, AdminEditorPickWriteRequest> {
  return {
    noun: '編集部のおすすめ',
    listPath: '/admin/picks',
    read: readPickForm,
    check: pickRequestOf,
    create: (request) => api.createEditorPick(request),
    update: (id, request) => api.updateEditorPick(id, request),
    remove: (id) => api.deleteEditorPick(id),
    titleIds: async (id) => (await api.getEditorPick(id)).titles.map((title) => title.id),
    setTitles: (id, ids) => api.setEditorPickTitles(id, { title_ids: ids }),
  };
}

export type PickAnswer = CollectionAnswer<PickValues>;

export function createPickFromForm(form: FormData, api: AdminApiClient): Promise<PickAnswer> {
  return saveCollection(pickKind(api), form, null);
}

export function answerPickPost(form: FormData, api: AdminApiClient, id: number): Promise<PickAnswer> {
  return answerCollectionPost(pickKind(api), form, id);
}

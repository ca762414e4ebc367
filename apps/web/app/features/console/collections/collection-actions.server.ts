import { redirect } from 'react-router';
import { saveRefusalOf } from '../catalogue/catalogue-form-errors.ts';
import { type FieldErrors, signedInRefusalMessage, textField } from '../form-errors.ts';
import { INTENT_FIELD } from '../genres/genres-answer.ts';
import { COLLECTION_INTENTS, COLLECTION_NOTICES, type CollectionAnswer } from './collection-answer.ts';
import { answerTitlesPost } from './collection-titles.server.ts';
import { isTitleIntent } from './collection-titles-answer.ts';

/** One kind of collection (features, dynamic landings) as its pages post it to the API. */
export interface CollectionKind<Values, Request> {
  /** 「特集」, in the messages. */
  noun: string;
  /** The list page, e.g. /admin/features. */
  listPath: string;
  read(form: FormData): Values;
  check(values: Values): { ok: true; request: Request } | { ok: false; errors: FieldErrors };
  create(request: Request): Promise<{ id: number }>;
  update(id: number, request: Request): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  titleIds(id: number): Promise<number[]>;
  setTitles(id: number, ids: number[]): Promise<unknown>;
}

const STALE = 'この操作は受け付けられませんでした。画面を読み込み直してから、もう一度お試しください。';

/** The form saved (created or edited), checked first with the contract's rules; refusals beside their fields. */
export async function saveCollection<Values, Request>(
  kind: CollectionKind<Values, Request>,
  form: FormData,
  id: number | null,
): Promise<CollectionAnswer<Values>> {
  const values = kind.read(form);
  const checked = kind.check(values);
  if (!checked.ok) return { kind: 'form_refused', values, errors: checked.errors, formError: null };
  try {
    if (id === null) {
      const { id: created } = await kind.create(checked.request);
      throw redirect(`${kind.listPath}/${created}?notice=${COLLECTION_NOTICES.created}`);
    }
    await kind.update(id, checked.request);
  } catch (error) {
    if (error instanceof Response) throw error;
    return { kind: 'form_refused', values, ...saveRefusalOf(error) };
  }
  return { kind: 'done', message: `${kind.noun}を保存しました。` };
}

/** A collection page's posts: the form saved, the collection deleted (confirmed first), or its titles changed. */
export async function answerCollectionPost<Values, Request>(
  kind: CollectionKind<Values, Request>,
  form: FormData,
  id: number,
): Promise<CollectionAnswer<Values>> {
  const intent = textField(form, INTENT_FIELD);
  if (isTitleIntent(intent)) {
    return answerTitlesPost(
      form,
      intent,
      () => kind.titleIds(id),
      (ids) => kind.setTitles(id, ids),
    );
  }
  switch (intent) {
    case COLLECTION_INTENTS.save:
      return saveCollection(kind, form, id);
    case COLLECTION_INTENTS.delete:
      try {
        await kind.remove(id);
      } catch (error) {
        return { kind: 'refused', message: signedInRefusalMessage(error) };
      }
      throw redirect(`${kind.listPath}?notice=${COLLECTION_NOTICES.deleted}`);
    default:
      return { kind: 'refused', message: STALE };
  }
}

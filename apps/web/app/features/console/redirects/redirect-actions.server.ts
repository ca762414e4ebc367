/**
 * The redirects page's posts (decision 0050): create, change (switching on and off included) and delete,
 * confirmed first. An absolute URL is checked here, on the web server, against the very allowlist the
 * redirect lookup follows (lib/safe-navigation.ts): what the console saves is what viewers will be sent to.
 */
import type { AdminApiClient } from '@hanabi/api-client/admin';
import { type AdminRedirectWriteRequest, adminRedirectWriteSchema, REDIRECT_MESSAGES } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { checkNavigationTarget, type NavigationAllowlist } from '../../../lib/safe-navigation.ts';
import { catalogueFieldErrors, saveRefusalOf } from '../catalogue/catalogue-form-errors.ts';
import { type FieldErrors, signedInRefusalMessage, textField } from '../form-errors.ts';
import { REDIRECT_INTENTS, type RedirectFormValues } from './redirect-form-values.ts';

export type RedirectAnswer =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  /** A save refused: `id` 0 for a new redirect. */
  | { kind: 'save_refused'; id: number; values: RedirectFormValues; errors: FieldErrors; formError: string | null };

function valuesOf(form: FormData): RedirectFormValues {
  return {
    from_path: textField(form, 'from_path'),
    to_location: textField(form, 'to_location'),
    status: textField(form, 'status'),
    enabled: textField(form, 'enabled') === 'on',
  };
}

function requestOf(values: RedirectFormValues): AdminRedirectWriteRequest {
  return { ...values, status: Number(values.status) as AdminRedirectWriteRequest['status'] };
}

/** Whether viewers would be sent to `location`: the lookup refuses an address off the allowlist. */
export function isFollowed(location: string, allowlist: NavigationAllowlist): boolean {
  return checkNavigationTarget(location, allowlist).kind !== 'refused';
}

async function saved(
  id: number,
  form: FormData,
  allowlist: NavigationAllowlist,
  save: (request: AdminRedirectWriteRequest) => Promise<string>,
): Promise<RedirectAnswer> {
  const values = valuesOf(form);
  const refused = (errors: FieldErrors, formError: string | null = null): RedirectAnswer => ({
    kind: 'save_refused',
    id,
    values,
    errors,
    formError,
  });
  const checked = adminRedirectWriteSchema.safeParse(requestOf(values));
  if (!checked.success) return refused(catalogueFieldErrors(checked.error));
  if (!isFollowed(checked.data.to_location, allowlist)) {
    return refused({ to_location: REDIRECT_MESSAGES.locationNotAllowed });
  }
  try {
    return { kind: 'done', message: await save(checked.data) };
  } catch (error) {
    const { errors, formError } = saveRefusalOf(error);
    return refused(errors, formError);
  }
}

export async function answerRedirectsPost(
  form: FormData,
  api: AdminApiClient,
  allowlist: NavigationAllowlist,
): Promise<RedirectAnswer> {
  const intent = textField(form, 'intent');
  if (intent === REDIRECT_INTENTS.create) {
    return saved(0, form, allowlist, async (request) => {
      const created = await api.createAdminRedirect(request);
      return `${created.from_path} の転送を追加しました。`;
    });
  }
  const id = parseRouteId(textField(form, 'id'));
  if (id === null) return { kind: 'refused', message: REDIRECT_MESSAGES.notFound };
  if (intent === REDIRECT_INTENTS.update) {
    return saved(id, form, allowlist, async (request) => {
      const changed = await api.updateAdminRedirect(id, request);
      return `${changed.from_path} の転送を変更しました。`;
    });
  }
  if (intent === REDIRECT_INTENTS.delete) {
    try {
      const deleted = await api.deleteAdminRedirect(id);
      return { kind: 'done', message: `${deleted.from_path} の転送を削除しました。` };
    } catch (error) {
      return { kind: 'refused', message: signedInRefusalMessage(error) };
    }
  }
  return { kind: 'refused', message: 'この操作には対応していません。' };
}

import type { FieldErrors } from '../form-errors.ts';
import type { MoveDirection } from '../genres/moved-order.ts';
import type { HomeLayoutDraft } from './home-layout-draft.ts';

export const HOME_LAYOUTS_PATH = '/admin/home-layouts';
/** The notice the list shows after the new layout's page saved one. */
export const LAYOUT_NOTICES = { created: 'created' } as const;
/** The list's post: a layout deleted (with its id). */
export const DELETE_INTENT = 'delete';
/** The new layout's page starts from this layout (`?from={id}`), else from the order in force now. */
export const FROM_PARAM = 'from';

/** What the new layout's page shows after a post: the draft moved, or refused beside its fields. */
export type NewLayoutAnswer =
  | { kind: 'draft'; draft: HomeLayoutDraft; moved: { key: string; direction: MoveDirection } }
  | { kind: 'form_refused'; draft: HomeLayoutDraft; errors: FieldErrors; formError: string | null };

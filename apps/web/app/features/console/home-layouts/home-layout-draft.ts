/**
 * A new order of the home's sections as the console edits it before it is saved (decision 0064): every section
 * in order, each shown or hidden, and the window typed in Japan time. It travels in the form's own fields, so a
 * move or a refusal shows the form again as the editor left it.
 */
import {
  type AdminHomeLayoutWriteRequest,
  adminHomeLayoutWriteSchema,
  HOME_SECTION_KEYS,
  type HomeSectionKey,
  type HomeSectionSlot,
} from '@hanabi/contract';
import { catalogueFieldErrors } from '../catalogue/catalogue-form-errors.ts';
import { DATETIME_REQUIRED, fromJapanInput } from '../catalogue/japan-datetime.ts';
import { type FieldErrors, textField } from '../form-errors.ts';
import { isMoveDirection, type MoveDirection } from '../genres/moved-order.ts';

export interface HomeLayoutDraft {
  sections: HomeSectionSlot[];
  starts_at: string;
  ends_at: string;
}

/** The form's fields: every section's key in order, the keys shown (checkboxes), the window. */
export const DRAFT_FIELDS = { section: 'section', shown: 'shown', startsAt: 'starts_at', endsAt: 'ends_at' } as const;

/** The submit buttons' field: 「save」, or a move such as 「up:recommended」. */
export const LAYOUT_INTENT = 'intent';
export const SAVE_INTENT = 'save';
export const moveIntent = (direction: MoveDirection, key: HomeSectionKey) => `${direction}:${key}`;

const isSectionKey = (value: string): value is HomeSectionKey =>
  (HOME_SECTION_KEYS as readonly string[]).includes(value);

export function draftOf(sections: readonly HomeSectionSlot[]): HomeLayoutDraft {
  return { sections: sections.map(({ key, hidden }) => ({ key, hidden })), starts_at: '', ends_at: '' };
}

/** The draft as posted; keys that are no section are dropped, for the contract to refuse the incomplete order. */
export function readDraft(form: FormData): HomeLayoutDraft {
  const shown = new Set(form.getAll(DRAFT_FIELDS.shown));
  const keys = form.getAll(DRAFT_FIELDS.section).filter((key): key is HomeSectionKey => isSectionKey(String(key)));
  return {
    sections: keys.map((key) => ({ key, hidden: !shown.has(key) })),
    starts_at: textField(form, DRAFT_FIELDS.startsAt),
    ends_at: textField(form, DRAFT_FIELDS.endsAt),
  };
}

/** The move a button asked for, or null when the post was no move. */
export function moveOf(intent: string): { direction: MoveDirection; key: HomeSectionKey } | null {
  const [direction = '', key = ''] = intent.split(':');
  return isMoveDirection(direction) && isSectionKey(key) ? { direction, key } : null;
}

/** The draft with one section swapped with its neighbour; unchanged at either end. */
export function movedDraft(draft: HomeLayoutDraft, move: { direction: MoveDirection; key: HomeSectionKey }) {
  const from = draft.sections.findIndex((slot) => slot.key === move.key);
  const to = move.direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= draft.sections.length) return draft;
  const sections = [...draft.sections];
  [sections[from], sections[to]] = [sections[to] as HomeSectionSlot, sections[from] as HomeSectionSlot];
  return { ...draft, sections };
}

/** The API's request from the draft, checked with the contract's own rules; the refusals beside their fields. */
export function layoutRequestOf(
  draft: HomeLayoutDraft,
): { ok: true; request: AdminHomeLayoutWriteRequest } | { ok: false; errors: FieldErrors } {
  const request = {
    sections: draft.sections,
    starts_at: fromJapanInput(draft.starts_at),
    ends_at: draft.ends_at.trim() ? fromJapanInput(draft.ends_at) : null,
  };
  const checked = adminHomeLayoutWriteSchema.safeParse(request);
  const errors: FieldErrors = checked.success ? {} : catalogueFieldErrors(checked.error);
  if (!draft.starts_at.trim()) errors.starts_at = DATETIME_REQUIRED;
  return checked.success && !errors.starts_at ? { ok: true, request } : { ok: false, errors };
}

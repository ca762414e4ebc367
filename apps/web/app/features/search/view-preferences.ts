import { type CookiePlace, type CookieStore, type DisplayFormat, writeCookie } from '@hanabi/api-client';

/** How results are shown until the viewer picks: a list names more of each title on a phone. */
export const DEFAULT_DISPLAY_FORMAT: DisplayFormat = 'list';

export function otherFormat(format: DisplayFormat): DisplayFormat {
  return format === 'list' ? 'grid' : 'list';
}

/**
 * The viewer switched between list and grid: the choice is kept in `display_format` for every later visit,
 * and the hint about the switch is not needed any more (`hide_display_format_coach_mark`).
 */
export function saveDisplayFormat(store: CookieStore, format: DisplayFormat, place: CookiePlace): void {
  writeCookie(store, 'displayFormat', format, place);
  writeCookie(store, 'hideDisplayFormatCoachMark', true, place);
}

/** The viewer closed the hint: it is never shown again on this device. */
export function dismissCoachMark(store: CookieStore, place: CookiePlace): void {
  writeCookie(store, 'hideDisplayFormatCoachMark', true, place);
}

/** Whether search results include mature titles (`unsafe_search`), as the viewer set it. */
export function saveUnsafeSearch(store: CookieStore, include: boolean, place: CookiePlace): void {
  writeCookie(store, 'unsafeSearch', include, place);
}

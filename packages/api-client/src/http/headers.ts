import { API_HEADERS } from '@hanabi/contract';

export interface HeaderInputs {
  userTrackingId: string;
  /** Sent as X-Debug-Time when defined and non-empty. */
  debugTime: string | undefined;
  forwardHeaders: Record<string, string> | undefined;
}

/** The headers of spec §7. Forwarded headers go first so they can never replace these. */
export function buildHeaders({ userTrackingId, debugTime, forwardHeaders }: HeaderInputs): Headers {
  const headers = new Headers(forwardHeaders);
  headers.set('Accept', 'application/json');
  headers.set('Content-Type', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  headers.set(API_HEADERS.userTrackingId, userTrackingId);
  if (debugTime) headers.set(API_HEADERS.debugTime, debugTime);
  else headers.delete(API_HEADERS.debugTime);
  return headers;
}

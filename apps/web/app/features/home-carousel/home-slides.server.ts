import type { ApiClient } from '@hanabi/api-client';
import { loadSection } from '../../lib/api.server.ts';

/** The carousel's slides for this viewer at the server's now (decision 0053); failing alone like a section. */
export function loadHomeSlides(api: ApiClient) {
  return loadSection(() => api.getHomeSlides());
}

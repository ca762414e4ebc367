import type { TitleCardList } from '@hanabi/contract';
import type { APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from './ports.ts';

export const API_ORIGIN = `http://localhost:${E2E_PORTS.api}`;

/** The titles the home page should show, read from the API the way the page itself reads them. */
export async function fetchDisplayableTitles(request: APIRequestContext): Promise<TitleCardList['items']> {
  const response = await request.get(`${API_ORIGIN}/v1/title/displayables?page=1&per_page=24`);
  const body = (await response.json()) as { contents: TitleCardList };
  return body.contents.items;
}

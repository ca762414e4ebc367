import type { Title, TitleCardList } from '@hanabi/contract';
import type { APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from './ports.ts';

export const API_ORIGIN = `http://localhost:${E2E_PORTS.api}`;
export const ACCOUNTS_ORIGIN = `http://localhost:${E2E_PORTS.accounts}`;

/**
 * The `contents` of an API answer, read as the pages read it (with the viewer's cookies when `request` is a
 * page's). A failed call throws: a test must never take a broken API for an empty list.
 */
export async function apiContents<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_ORIGIN}${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { contents: T }).contents;
}

/** The titles the home page should show, read from the API the way the page itself reads them. */
export async function fetchDisplayableTitles(request: APIRequestContext): Promise<TitleCardList['items']> {
  return (await apiContents<TitleCardList>(request, '/v1/title/displayables?page=1&per_page=24')).items;
}

export function fetchTitle(request: APIRequestContext, id: number): Promise<Title> {
  return apiContents<Title>(request, `/v1/titles/${id}`);
}

/** A demo episode a free member can buy on its own (priced, not free), with its title, read from the API. */
export async function findEpisodeForSale(
  request: APIRequestContext,
): Promise<{ title: Title; episode: Title['episodes'][number]; price: number }> {
  for (const card of await fetchDisplayableTitles(request)) {
    const title = await fetchTitle(request, card.id);
    const episode = title.episodes.find((candidate) => !candidate.is_free && candidate.price_points !== null);
    if (episode?.price_points) return { title, episode, price: episode.price_points };
  }
  throw new Error('the demo catalogue has no episode for sale');
}

/**
 * The R18 titles of the demo catalogue, read from the API. They are all in the mature group, which the home
 * page does not list: a viewer reaches them by their address.
 */
export async function findR18Titles(request: APIRequestContext): Promise<TitleCardList['items']> {
  const mature = await apiContents<TitleCardList>(
    request,
    '/v1/title/displayables?display_group=mature_group&page=1&per_page=24',
  );
  const r18 = mature.items.filter((card) => card.is_age_restriction_r18);
  if (r18.length < 2) throw new Error('the demo catalogue has fewer than two R18 titles');
  return r18;
}

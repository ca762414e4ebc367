import type { AdminTag, GenreGroups } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { getApi } from '../../../lib/api.server.ts';
import { consoleApi } from '../console-api.server.ts';
import { callAsOperator } from '../operator-session.server.ts';

export interface TitleFormChoices {
  genreGroups: GenreGroups['items'];
  tags: AdminTag[];
}

/**
 * The genres and tags the title form offers. Genres come from the public genre menu (every genre, by group),
 * as the operator API has no genre list yet; tags from the operator API, with those no title carries.
 */
export async function loadTitleFormChoices(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<TitleFormChoices> {
  const [genreGroups, tags] = await Promise.all([
    callAsOperator(args, () => getApi(args.context).getGenreGroups()),
    callAsOperator(args, () => consoleApi(args.context).getAdminTags()),
  ]);
  return { genreGroups: genreGroups.items, tags };
}

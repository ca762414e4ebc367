/**
 * The ordered list of titles a collection holds (a feature's, a dynamic landing's; decision 0063): the posts
 * that change it, each sent to the API as the whole new list.
 */
export const TITLE_INTENTS = {
  add: 'title_add',
  remove: 'title_remove',
  move: 'title_move',
} as const;

export type TitleIntent = (typeof TITLE_INTENTS)[keyof typeof TITLE_INTENTS];

export function isTitleIntent(intent: string): intent is TitleIntent {
  return (Object.values(TITLE_INTENTS) as string[]).includes(intent);
}

/** The search of titles to add, in the page's address. */
export const TITLE_SEARCH_PARAM = 'title_q';

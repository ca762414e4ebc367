/**
 * The related comic service (spec §1), promoted in the side drawer and on the outside-Japan error page.
 * The address is the demo's fictional one: a deployment with a real comic service sets it here.
 */
export const COMIC_SERVICE = {
  name: 'Hanabi コミック',
  url: 'https://comic.hanabi.example',
} as const;

/** A console page's title; no console page is for search engines. */
export function consoleMeta(heading: string) {
  return [{ title: `${heading} | Hanabi 管理画面` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** A console list's address, keeping its search and page, with a row's change form open when `edit` is given. */
export function consoleListHref(path: string, q: string, page: number, edit?: number): string {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (page > 1) search.set('page', String(page));
  if (edit) search.set('edit', String(edit));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Guest pages of the demo catalogue: home, a title page, a search; the mix both guest benchmarks send. */
export const SEARCH_PATH = `/search?q=${encodeURIComponent('刃')}`;

/** A title guests may see: the first answer of the API's search. */
export async function aTitlePath(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/v1/search?q=${encodeURIComponent('刃')}`);
  const text = await response.text();
  const id = /"id":(\d+)/.exec(text)?.[1];
  if (!response.ok || !id) throw new Error(`No title found to benchmark (the API answered ${response.status}).`);
  return `/titles/${id}`;
}

export async function guestMix(apiUrl: string): Promise<string[]> {
  return ['/', await aTitlePath(apiUrl), SEARCH_PATH];
}

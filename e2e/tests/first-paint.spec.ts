/**
 * Issue 19, decision 0065: what a guest's phone waits for before the first paint. A guest page blocks on at
 * most two stylesheets, and its largest picture is asked for first, with its size known before it arrives.
 */
import { fetchDisplayableTitles } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

async function guestPages(request: Parameters<typeof fetchDisplayableTitles>[0]): Promise<string[]> {
  const [title] = await fetchDisplayableTitles(request);
  if (!title) throw new Error('the demo catalogue has titles');
  return ['/', `/titles/${title.id}`, `/search?q=${encodeURIComponent('刃')}`, '/lp/entry_light'];
}

test('a guest page blocks its first paint on one or two stylesheets, not one per feature', async ({ request }) => {
  for (const path of await guestPages(request)) {
    const html = await (await request.get(path)).text();
    // A stylesheet link without a media query holds the first paint until it has arrived.
    const blocking = (html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []).filter(
      (link) => !/\bmedia=/.test(link),
    );
    expect(blocking.length, path).toBeGreaterThanOrEqual(1);
    expect(blocking.length, `${path}: ${blocking.join('\n')}`).toBeLessThanOrEqual(2);
  }
});

test('the largest picture of a guest page is fetched first and has its size before it loads', async ({
  page,
  request,
}) => {
  const [home, title, , landing] = await guestPages(request);
  for (const path of [home, title, landing]) {
    await page.goto(path ?? '/');
    const largest = await page.evaluate(
      () =>
        new Promise<Record<string, string | null>>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            const element = entry?.element;
            resolve({
              tag: element?.tagName ?? null,
              fetchpriority: element?.getAttribute('fetchpriority') ?? null,
              width: element?.getAttribute('width') ?? null,
              height: element?.getAttribute('height') ?? null,
              loading: element?.getAttribute('loading') ?? null,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest, path).toMatchObject({ tag: 'IMG', fetchpriority: 'high' });
    expect(Number(largest.width), path).toBeGreaterThan(0);
    expect(Number(largest.height), path).toBeGreaterThan(0);
    expect(largest.loading, path).not.toBe('lazy');
  }
});

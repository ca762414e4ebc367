import { describe, expect, it } from 'vitest';
import { fakeLoadContext } from '../test/loader-context.ts';
import { action as answerAction, loader as answerLoader } from './age-check.ts';

const SITE = 'https://hanabi.example';

describe('the age check answer (POST /age_check)', () => {
  async function answer(body: Record<string, string>, headers: Record<string, string> = {}, webOrigin = SITE) {
    const { context } = fakeLoadContext(() => new Response(null, { status: 404 }), {}, { WEB_ORIGIN: webOrigin });
    const request = new Request('http://127.0.0.1:3000/age_check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body),
    });
    return answerAction({ request, params: {}, context, url: new URL(request.url), pattern: '' });
  }

  it('records checked_age for a year and returns to backward_path', async () => {
    const response = await answer({ backward_path: '/titles/2?tid=9' }, { 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/titles/2?tid=9');
    expect(response.headers.get('Set-Cookie')).toBe('checked_age=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('is not Secure on a plain-http local site, where the browser would drop it', async () => {
    const response = await answer({ backward_path: '/' }, {}, 'http://localhost:3000');
    expect(response.headers.get('Set-Cookie')).toBe('checked_age=1; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a scheme-relative host', '//evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('returns home instead of to %s', async (_case, hostile) => {
    const response = await answer({ backward_path: hostile });
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toMatch(/^checked_age=1;/);
  });

  it('refuses an answer posted from another site, recording nothing', async () => {
    const response = await answer({ backward_path: '/' }, { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it("refuses an answer from another site's page in a browser without Sec-Fetch-Site, by its Origin", async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await answer({ backward_path: '/' }, { origin });
      expect(response.status).toBe(403);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
    const own = await answer({ backward_path: '/' }, { origin: 'http://127.0.0.1:3000' });
    expect(own.status).toBe(303);
  });

  it('sends someone who opens the address home', () => {
    const response = answerLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
  });
});

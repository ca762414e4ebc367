import { describe, expect, it } from 'vitest';
import { accountsUrl, returnUrlOf } from './accounts-links.ts';

describe('accountsUrl', () => {
  it('links to the sign-in service with the anime design and the encoded return URL', () => {
    const returnUrl = returnUrlOf('http://localhost:3000', { pathname: '/titles/12', search: '?tid=3&x=a b' });
    expect(returnUrl).toBe('http://localhost:3000/titles/12?tid=3&x=a b');
    expect(accountsUrl('http://localhost:4100', 'login', returnUrl)).toBe(
      'http://localhost:4100/login?design=1&destination=http%3A%2F%2Flocalhost%3A3000%2Ftitles%2F12%3Ftid%3D3%26x%3Da%20b',
    );
  });

  it('round-trips the destination through URL parsing', () => {
    const returnUrl = 'https://hanabi.example/search?q=鬼&page=2';
    const link = new URL(accountsUrl('https://accounts.example/', 'register', returnUrl));
    expect(link.origin + link.pathname).toBe('https://accounts.example/register');
    expect(link.searchParams.get('design')).toBe('1');
    expect(link.searchParams.get('destination')).toBe(returnUrl);
  });

  it("puts a page's own parameters before design and destination", () => {
    expect(accountsUrl('https://accounts.example', 'entry', 'https://hanabi.example/', { plan: 'lite' })).toBe(
      'https://accounts.example/entry?plan=lite&design=1&destination=https%3A%2F%2Fhanabi.example%2F',
    );
    const requestForm = new URL(
      accountsUrl('https://accounts.example', 'request_form', 'https://hanabi.example/my', { uid: 'a+b/c=' }),
    );
    expect(requestForm.pathname).toBe('/request_form');
    expect(requestForm.searchParams.get('uid')).toBe('a+b/c=');
  });

  it('reaches the nested cancellation page', () => {
    expect(new URL(accountsUrl('https://accounts.example', 'plan/cancel', 'https://hanabi.example/my')).pathname).toBe(
      '/plan/cancel',
    );
  });
});

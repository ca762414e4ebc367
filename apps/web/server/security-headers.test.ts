import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type EnvInput, parseEnv } from '../app/lib/env.server.ts';
import { type RunningWeb, startWeb } from './start.ts';
import { fakeBuild } from './test/fake-build.ts';

/** The directives of a Content-Security-Policy header, each with its sources. */
function directivesOf(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers of the web server', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'hanabi-web-client-'));
  const running: RunningWeb[] = [];
  afterAll(async () => {
    await Promise.all(running.map((web) => web.close()));
    rmSync(clientDir, { recursive: true, force: true });
  });

  async function pageOf(envInput: EnvInput, path = '/') {
    const env = parseEnv({ API_ORIGIN: 'https://api.hanabi.example', ...envInput });
    const web = await startWeb({ host: '127.0.0.1', port: 0, env, build: fakeBuild(clientDir), clientDir });
    running.push(web);
    const response = await fetch(`${web.url}${path}`);
    return { response, policy: directivesOf(response.headers.get('content-security-policy')) };
  }

  it('forbid framing the site, in both headers browsers know', async () => {
    const { response, policy } = await pageOf({});
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("let the product's other origins of the same site load the public files: the sign-in pages show the favicon", async () => {
    const { response } = await pageOf({}, '/favicon.svg');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });

  it("run only the site's own scripts and the inline ones carrying this response's nonce", async () => {
    const first = await pageOf({});
    const second = await pageOf({});
    const nonceOf = (policy: Record<string, string[]>) =>
      /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(policy['script-src']?.[1] ?? '')?.[1];

    expect(first.policy['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    expect(first.policy['object-src']).toEqual(["'none'"]);
    expect(first.policy['base-uri']).toEqual(["'self'"]);
    // The app is handed the nonce of its own response, and every response draws a new one.
    expect((await first.response.json()).root.cspNonce).toBe(nonceOf(first.policy));
    expect(nonceOf(second.policy)).not.toBe(nonceOf(first.policy));
  });

  it('let the player and the pages reach the API: data, licences, segments, artwork, and blob: media', async () => {
    const { policy } = await pageOf({});
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.hanabi.example']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://api.hanabi.example']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', 'https://api.hanabi.example']);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('let error monitoring report to the origin of its DSN, without the key', async () => {
    const { policy } = await pageOf({ SENTRY_DSN: 'https://public@o1.ingest.sentry.example/42' });
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.hanabi.example', 'https://o1.ingest.sentry.example']);
  });

  it('let analytics in only where it runs: with a measurement id, in production and staging', async () => {
    const withAnalytics = await pageOf({ ANALYTICS_ID: 'G-HANABI1', APP_ENV: 'production' });
    expect(withAnalytics.policy['script-src']).toContain('https://*.googletagmanager.com');
    expect(withAnalytics.policy['connect-src']).toContain('https://*.google-analytics.com');

    const development = await pageOf({ ANALYTICS_ID: 'G-HANABI1', APP_ENV: 'development' });
    expect(development.policy['script-src']?.some((source) => source.includes('google'))).toBe(false);
  });

  it('are sent with refusals and assets too', async () => {
    const { response, policy } = await pageOf({}, '/search?q=%00');
    expect(response.status).toBe(400);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});

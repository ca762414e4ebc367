/**
 * Security headers of every answer of the web server (decision 0032): a Content-Security-Policy that lets
 * the page run only its own scripts (and React Router's inline ones, by a nonce drawn per response), talk
 * only to the API, the error monitor and analytics as configured, and never be framed; X-Frame-Options for
 * browsers without frame-ancestors; and helmet's other defaults (nosniff, a same-origin opener), with the
 * public files open to the product's other origins of the same site.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Env } from '../app/lib/env.server.ts';
import { isAnalyticsEnabled } from '../app/lib/monitoring/analytics.ts';

/** GA4's hosts, as Google lists them for a Content-Security-Policy. */
const ANALYTICS_SCRIPT_HOSTS = ['https://*.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ANALYTICS_IMAGE_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** The nonce of this response's policy, drawn by `securityHeaders` (an Express response's locals). */
export function cspNonceOf(res: ServerResponse): string {
  return (res as Response).locals.cspNonce as string;
}

/**
 * The policy's directives for this environment. The API origin serves data, artwork, media segments and
 * licences; the player plays from blob: URLs (Media Source Extensions); Sentry reports to its DSN's origin.
 */
export function contentSecurityPolicyDirectives(env: Env) {
  const apiOrigin = new URL(env.API_ORIGIN).origin;
  const analytics = isAnalyticsEnabled({ measurementId: env.ANALYTICS_ID ?? null, appEnv: env.APP_ENV });
  const monitoring = env.SENTRY_DSN ? [new URL(env.SENTRY_DSN).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonceOf(res)}'`,
      ...(analytics ? ANALYTICS_SCRIPT_HOSTS : []),
    ],
    'style-src': ["'self'"],
    // Widths computed on the server (progress bars) are style attributes; no style element is allowed inline.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', apiOrigin, ...(analytics ? ANALYTICS_IMAGE_HOSTS : [])],
    'media-src': ["'self'", 'blob:', apiOrigin],
    'connect-src': ["'self'", apiOrigin, ...monitoring, ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function securityHeaders(env: Env): RequestHandler[] {
  const drawNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(env) },
    xFrameOptions: { action: 'deny' },
    // The sign-in service's pages, on a sibling origin of the same site, show the web's favicon.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The browser's own default: sign-in and outside links keep seeing which site sent the viewer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HTTPS and its lifetime are the TLS terminator's business, not a header the demo on http should send.
    strictTransportSecurity: false,
  }) as RequestHandler;
  return [drawNonce, headers];
}

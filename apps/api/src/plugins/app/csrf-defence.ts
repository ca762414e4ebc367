/**
 * CSRF defence for every state-changing call (POST, PUT, PATCH, DELETE, on any route: /v1 today, /admin
 * later). A browser lets another site send a form or a "simple" fetch with the viewer's festa_auth cookie
 * attached, but not one with a custom header or a JSON content type without a CORS preflight, which only
 * WEB_ORIGIN passes. So a call must carry `X-Requested-With: XMLHttpRequest` and `Content-Type:
 * application/json`, and when the browser names its Origin it must be WEB_ORIGIN. The session cookie's
 * SameSite=Lax is a further layer. Unknown routes are left to the 404 answer. Decision 0011.
 *
 * A route whose body is not JSON names its media type in `config.bodyMediaType` (the DRM licence requests,
 * binary as the CDM writes them: decision 0027), or null when the route checks the media type itself (the tus
 * video uploads, decision 0047, whose server requires application/offset+octet-stream for bytes and none for a
 * creation); the custom header alone already forces the preflight.
 */
import { ApiError } from '../../lib/api-error.ts';
import { appPlugin } from '../../lib/plugin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The one media type this state-changing route accepts, instead of application/json; null: the route checks. */
    bodyMediaType?: string | null;
  }
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE =
  '別のサイトからの操作と判断したため、処理を中止しました。お手数ですが、ページを読み込み直してからもう一度お試しください。';

/** The media type of a Content-Type header, without parameters such as charset, lower-cased. */
function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase();
}

/** 403 with the reason, for developers, in `details`; the viewer reads the Japanese message. */
function crossSite(field: string, reason: string): ApiError {
  return new ApiError('forbidden', { message: CROSS_SITE_MESSAGE, details: [{ field, reason }] });
}

export const csrfDefencePlugin = appPlugin<{ webOrigin: string }>(
  async (app, { webOrigin }) => {
    // onRequest, before the body is read: a refused call costs no parsing.
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING_METHODS.has(request.method) || request.is404) return;
      const { origin } = request.headers;
      if (origin !== undefined && origin !== webOrigin) throw crossSite('headers.origin', 'foreign_origin');
      if (String(request.headers['x-requested-with']).toLowerCase() !== 'xmlhttprequest') {
        throw crossSite('headers.x-requested-with', 'missing');
      }
      const accepted = request.routeOptions.config.bodyMediaType;
      if (accepted !== null && mediaType(request.headers['content-type']) !== (accepted ?? 'application/json')) {
        throw new ApiError('unsupportedMediaType');
      }
    });
  },
  { name: 'csrf-defence', dependencies: ['error-handling'] },
);

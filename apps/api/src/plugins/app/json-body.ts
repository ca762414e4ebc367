/**
 * JSON bodies, parsed as Fastify does (prototype poisoning refused), except that an empty body is no body.
 * The web client sends `Content-Type: application/json` on every call, including a DELETE or a POST that
 * carries nothing, and Fastify's own parser refuses such a call (FST_ERR_CTP_EMPTY_JSON_BODY). A route whose
 * body may be absent declares its schema `.nullish()`: Fastify validates a missing body as null.
 */
import { appPlugin } from '../../lib/plugin.ts';

export const jsonBodyPlugin = appPlugin(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' as const }, (request, body: string, done) => {
      if (body.length === 0) return done(null, undefined);
      parseJson(request, body, done);
    });
  },
  { name: 'json-body' },
);

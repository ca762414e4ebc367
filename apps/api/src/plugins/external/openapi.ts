/**
 * The OpenAPI 3 document, built from the routes' zod schemas, at GET /openapi.json, and its reference page
 * at GET /docs. Registered before the routes, so that it sees every one of them.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_ERRORS, API_HEADERS, MAX_QUERY_LENGTH, OPERATOR_SESSION_COOKIE } from '@hanabi/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { appPlugin } from '../../lib/plugin.ts';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PREFIX = '/docs';

const errorCodes = Object.values(API_ERRORS)
  .map(({ code, status, message }) => `| ${code} | ${status} | ${message} |`)
  .join('\n');

const description = `Hanabi's API for the web client.

Every success is \`{ "code": 2000, "contents": … }\`; every failure is \`{ "code", "message" }\` with a
Japanese message and the matching HTTP status. Outside production the \`${API_HEADERS.debugTime}\` header
(ISO 8601) sets the server's notion of now. Query strings longer than ${MAX_QUERY_LENGTH} characters are refused (414).

| code | status | message |
|---|---|---|
${errorCodes}`;

export const openApiPlugin = appPlugin<{ apiOrigin: string }>(
  async (app, { apiOrigin }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Hanabi API', version: '1.0.0', description },
        servers: [{ url: apiOrigin }],
        // Every tag a route files itself under, and only those (openapi-tags.test.ts checks both ways).
        tags: [
          { name: 'health', description: 'Liveness and database reachability' },
          { name: 'titles', description: 'The catalogue: titles, the title lists, genres' },
          { name: 'search', description: 'Searching titles, and suggestions while typing' },
          { name: 'discovery', description: 'Dynamic landing pages: editorial lists of titles for a moment' },
          { name: 'campaigns', description: 'Campaign pages and their titles' },
          { name: 'notices', description: 'Notices to viewers and the urgent banner' },
          { name: 'home', description: "The home page's key-visual carousel" },
          { name: 'episodes', description: 'Single episodes with their playback, and the new-episode lists' },
          { name: 'licenses', description: 'DRM licences for an entitled playback' },
          { name: 'watching', description: 'Playback positions and starts, and the continue-watching row' },
          { name: 'purchases', description: 'Buying episodes, and what the member owns' },
          { name: 'viewer-lists', description: "The member's list to watch later and their hidden titles" },
          { name: 'users', description: "The caller's status and subscription history" },
          { name: 'presents', description: "The member's present box" },
          { name: 'sessions', description: 'Logging out' },
          { name: 'support', description: 'Inquiries to the operators' },
          { name: 'redirects', description: 'Page paths the operators send elsewhere' },
          { name: 'rules-pages', description: 'The FAQ and the rules pages with their dated revisions' },
          { name: 'operator-auth', description: 'Operator console: signing in with a second factor, set-up links' },
          { name: 'operators', description: 'Operator console: operators, roles and access (管理者)' },
          { name: 'audit-log', description: 'Operator console: the audit log of operator writes (管理者)' },
          { name: 'admin-catalogue', description: 'Operator console: titles, publishing and tags' },
          {
            name: 'admin-editorial',
            description:
              "Operator console: the home page's carousel slides, redirects, notices and notice sections, the FAQ and the rules pages' revisions",
          },
          { name: 'admin-video', description: 'Operator console: resumable video uploads (tus) and packaging jobs' },
          {
            name: 'admin-support',
            description:
              'Operator console: the inquiries inbox, member lookup and grants with their approval (サポート)',
          },
          {
            name: 'admin-money',
            description:
              'Operator console: purchases, plan and points payments and their refunds, finance reports, the ledger check (経理)',
          },
        ],
        components: {
          securitySchemes: {
            festaAuth: { type: 'apiKey', in: 'cookie', name: 'festa_auth' },
            operatorSession: { type: 'apiKey', in: 'cookie', name: OPERATOR_SESSION_COOKIE },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: 'Hanabi API' },
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);

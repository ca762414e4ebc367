/**
 * Who is calling: `request.viewer()` is the member behind the festa_auth cookie, as the sign-in service's
 * session store says, or a guest. Always decided on the clock (`request.receivedAt`): debug time never brings
 * an expired session back (decision 0032).
 *
 * Resolved lazily and at most once per request: the lookup costs a query, and most answers (the catalogue for
 * guests, /health, media) never ask, so an onRequest hook would make them all pay. The first call starts the
 * lookup; later calls (a pre-handler, then the handler, then a service's helper) share its answer.
 *
 * An answer that depends on who asks must never be stored for anyone else, so every answer of a request whose
 * viewer turned out to be a member leaves as `private, no-store` (unless the route already forbade storing):
 * a route cannot forget it. Member-only routes declare `preHandler: app.requireMember`, which answers a guest
 * 401 (itself `private, no-store`, as every member-only answer) before the handler runs.
 */
import type { AppDatabase } from '@hanabi/db';
import { findSessionUserId } from '@hanabi/membership';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import { appPlugin } from '../../lib/plugin.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { sessionTokenOf } from '../../lib/session-cookie.ts';

/** `memberId` is users.id; null for a guest, so that an answer shaped by who asks reads it either way. */
export type Viewer = { kind: 'guest'; memberId: null } | { kind: 'member'; memberId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: a guest (no cookie, an unknown, expired or revoked session) or a member. */
    viewer(): Promise<Viewer>;
    /**
     * The signed-in member's users.id.
     * @throws ApiError unauthorized for a guest.
     */
    memberId(): Promise<number>;
  }
  interface FastifyInstance {
    /** Pre-handler of a member-only route: marks the answer private and answers a guest 401 unauthorized. */
    requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const GUEST: Viewer = { kind: 'guest', memberId: null };

async function lookUpViewer(db: AppDatabase, request: FastifyRequest): Promise<Viewer> {
  const token = sessionTokenOf(request);
  const memberId = token ? await findSessionUserId(db, token, request.receivedAt) : null;
  return memberId === null ? GUEST : { kind: 'member', memberId };
}

export const viewerPlugin = appPlugin(
  async (app) => {
    const { db } = app.database;
    // Per request, and gone with it: the lookup in flight (shared by every caller), then its answer.
    const lookups = new WeakMap<FastifyRequest, Promise<Viewer>>();
    const resolved = new WeakMap<FastifyRequest, Viewer>();

    app.decorateRequest('viewer', function viewer(this: FastifyRequest): Promise<Viewer> {
      let lookup = lookups.get(this);
      if (lookup === undefined) {
        lookup = lookUpViewer(db, this).then((found) => {
          resolved.set(this, found);
          return found;
        });
        lookups.set(this, lookup);
      }
      return lookup;
    });

    app.decorateRequest('memberId', async function memberId(this: FastifyRequest): Promise<number> {
      const viewer = await this.viewer();
      if (viewer.kind === 'guest') throw new ApiError('unauthorized');
      return viewer.memberId;
    });

    app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
      privateNoStore(reply);
      await request.memberId();
    });

    app.addHook('onSend', async (request, reply) => {
      if (resolved.get(request)?.kind !== 'member') return;
      if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return;
      privateNoStore(reply);
    });
  },
  { name: 'viewer', dependencies: ['cookie', 'database', 'request-now'] },
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getUserStatusRoute } from './get-user-status.route.ts';
import { guestsOnly, type MemberLookup } from './member-lookup.ts';
import { createUserStatusService } from './user-status.service.ts';

/** Routes about the caller. `members` resolves session cookies; by default everyone is a guest. */
export const usersModule: FastifyPluginAsyncZod<{ members?: MemberLookup }> = async (app, { members = guestsOnly }) => {
  await app.register(getUserStatusRoute, { service: createUserStatusService(members) });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getUserStatusRoute } from './get-user-status.route.ts';
import { listSubscribeHistoriesRoute } from './list-subscribe-histories.route.ts';
import type { MemberLookup } from './member-lookup.ts';
import { createSubscribeHistoriesRepository } from './subscribe-histories.repository.ts';
import { createSubscribeHistoriesService } from './subscribe-histories.service.ts';
import { createUserStatusService } from './user-status.service.ts';

/** Routes about the caller. `members` finds a signed-in member's status. */
export const usersModule: FastifyPluginAsyncZod<{ members: MemberLookup }> = async (app, { members }) => {
  await app.register(getUserStatusRoute, { service: createUserStatusService(members) });
  const histories = createSubscribeHistoriesService(createSubscribeHistoriesRepository(app.database.db));
  await app.register(listSubscribeHistoriesRoute, { service: histories });
};

/** Reading support's grants (decision 0051) with the member, the episode and the operators they name. */
import type { SupportGrant, SupportGrantStatus } from '@hanabi/contract';
import { type AppDatabase, episodes, operators, supportGrants, titles, users } from '@hanabi/db';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toJapanIso } from '../../lib/japan-time.ts';

export interface GrantFilter {
  status?: SupportGrantStatus;
  memberId?: number;
}

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

function conditions(filter: GrantFilter): SQL | undefined {
  return and(
    filter.status === undefined ? undefined : eq(supportGrants.status, filter.status),
    filter.memberId === undefined ? undefined : eq(supportGrants.userId, filter.memberId),
  );
}

export function createSupportGrantsRepository(db: AppDatabase) {
  async function select(where: SQL | undefined, window?: { limit: number; offset: number }): Promise<SupportGrant[]> {
    const query = db
      .select({
        grant: supportGrants,
        memberEmail: users.email,
        titleName: titles.name,
        prefixName: episodes.prefixName,
        requesterName: requester.name,
        deciderName: decider.name,
      })
      .from(supportGrants)
      .innerJoin(users, eq(users.id, supportGrants.userId))
      .innerJoin(requester, eq(requester.id, supportGrants.requestedBy))
      .leftJoin(decider, eq(decider.id, supportGrants.decidedBy))
      .leftJoin(episodes, eq(episodes.id, supportGrants.episodeId))
      .leftJoin(titles, eq(titles.id, episodes.titleId))
      .where(where)
      .orderBy(desc(supportGrants.id));
    const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
    return rows.map(({ grant, memberEmail, titleName, prefixName, requesterName, deciderName }) => ({
      id: grant.id,
      member_id: grant.userId,
      member_email: memberEmail,
      kind: grant.kind,
      points: grant.points,
      points_valid_days: grant.pointsValidDays,
      episode:
        grant.episodeId === null
          ? null
          : { id: grant.episodeId, title_name: titleName ?? '', prefix_name: prefixName ?? '' },
      present_name: grant.presentName,
      reason: grant.reason,
      value_points: grant.valuePoints,
      status: grant.status,
      requested_by: { id: grant.requestedBy, name: requesterName },
      requested_at: toJapanIso(grant.requestedAt),
      decided_by: grant.decidedBy === null ? null : { id: grant.decidedBy, name: deciderName ?? '' },
      decided_at: grant.decidedAt === null ? null : toJapanIso(grant.decidedAt),
      present_id: grant.presentId,
    }));
  }

  return {
    async list(filter: GrantFilter, window: { limit: number; offset: number }) {
      const where = conditions(filter);
      const [total] = await db.select({ total: count() }).from(supportGrants).where(where);
      return { items: await select(where, window), total: total?.total ?? 0 };
    },
    async get(id: number): Promise<SupportGrant | undefined> {
      const [grant] = await select(eq(supportGrants.id, id));
      return grant;
    },
  };
}

export type SupportGrantsRepository = ReturnType<typeof createSupportGrantsRepository>;

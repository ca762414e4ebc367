/** Reading the support inbox (decision 0051): the inquiries with their assignee, and one inquiry's thread. */
import { type AdminInquiry, type AdminInquirySummary, type InquiryStatus, SUPPORT_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, inquiries, inquiryMessages, operators } from '@hanabi/db';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import { containingPattern } from '../../lib/like-pattern.ts';

export interface InquiryFilter {
  status?: InquiryStatus;
  assigneeId?: number;
  unassigned?: boolean;
  /** Words that must each be in the address or the text. */
  words: string[];
}

const EXCERPT_LENGTH = 80;

function conditions(filter: InquiryFilter): SQL | undefined {
  return and(
    filter.status === undefined ? undefined : eq(inquiries.status, filter.status),
    filter.assigneeId === undefined ? undefined : eq(inquiries.assigneeOperatorId, filter.assigneeId),
    filter.unassigned ? isNull(inquiries.assigneeOperatorId) : undefined,
    ...filter.words.map((word) =>
      or(ilike(inquiries.email, containingPattern(word)), ilike(inquiries.body, containingPattern(word))),
    ),
  );
}

const assignee = alias(operators, 'assignee');
const summaryColumns = {
  id: inquiries.id,
  category: inquiries.category,
  email: inquiries.email,
  body: inquiries.body,
  status: inquiries.status,
  assigneeId: inquiries.assigneeOperatorId,
  assigneeName: assignee.name,
  memberId: inquiries.userId,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
};
interface SummaryRow {
  id: number;
  category: AdminInquirySummary['category'];
  email: string;
  body: string;
  status: InquiryStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  memberId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

function summaryOf(row: SummaryRow): AdminInquirySummary {
  const firstLine = row.body.split('\n', 1)[0] ?? '';
  return {
    id: row.id,
    category: row.category,
    email: row.email,
    excerpt: firstLine.length > EXCERPT_LENGTH ? `${firstLine.slice(0, EXCERPT_LENGTH)}…` : firstLine,
    status: row.status,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
    member_id: row.memberId,
    received_at: toJapanIso(row.createdAt),
    updated_at: toJapanIso(row.updatedAt),
  };
}

// Open first, then in progress, then closed; within each, the longest waiting first.
const statusOrder = sql`case ${inquiries.status} when 'open' then 0 when 'in_progress' then 1 else 2 end`;

export function createAdminInquiriesRepository(db: AppDatabase) {
  return {
    async list(filter: InquiryFilter, { limit, offset }: { limit: number; offset: number }) {
      const where = conditions(filter);
      const rows = await db
        .select(summaryColumns)
        .from(inquiries)
        .leftJoin(assignee, eq(assignee.id, inquiries.assigneeOperatorId))
        .where(where)
        .orderBy(statusOrder, asc(inquiries.createdAt), asc(inquiries.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(inquiries).where(where);
      return { items: rows.map((row) => summaryOf(row)), total: total?.total ?? 0 };
    },

    /** The inquiry and its thread; 404 when unknown. */
    async get(id: number): Promise<AdminInquiry> {
      const [row] = await db
        .select(summaryColumns)
        .from(inquiries)
        .leftJoin(assignee, eq(assignee.id, inquiries.assigneeOperatorId))
        .where(eq(inquiries.id, id));
      if (!row) throw new ApiError('notFound', { message: SUPPORT_MESSAGES.inquiryNotFound });
      const messages = await db
        .select({ message: inquiryMessages, operatorName: operators.name })
        .from(inquiryMessages)
        .innerJoin(operators, eq(operators.id, inquiryMessages.operatorId))
        .where(eq(inquiryMessages.inquiryId, id))
        .orderBy(asc(inquiryMessages.id));
      return {
        ...summaryOf(row),
        body: row.body,
        messages: messages.map(({ message, operatorName }) => ({
          id: message.id,
          kind: message.kind,
          operator: { id: message.operatorId, name: operatorName },
          subject: message.subject,
          body: message.body,
          at: toJapanIso(message.createdAt),
        })),
      };
    },
  };
}

export type AdminInquiriesRepository = ReturnType<typeof createAdminInquiriesRepository>;

/**
 * Editors' scheduled orders of the home's sections (decision 0064): one created or deleted, each in one
 * transaction with its audit entry (decision 0042). A layout is never edited in place: an editor schedules a
 * new one, so that what viewers saw at any moment stays readable in the list and the audit log.
 */
import { type AdminHomeLayout, type AdminHomeLayoutForm, HOME_LAYOUT_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, homeLayouts } from '@hanabi/db';
import { desc, eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';

type LayoutRow = typeof homeLayouts.$inferSelect;

export function adminLayoutAnswer(row: LayoutRow): AdminHomeLayout {
  return {
    id: row.id,
    sections: row.sections,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a layout: the order and its window. */
const auditedValues = (row: LayoutRow) => {
  const { sections, starts_at, ends_at } = adminLayoutAnswer(row);
  return { sections, starts_at, ends_at };
};

/** Latest start first: the list reads as a schedule, the order to come on top. */
export async function listLayouts(db: AppDatabase, window: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(homeLayouts)
      .orderBy(desc(homeLayouts.startsAt), desc(homeLayouts.id))
      .limit(window.limit)
      .offset(window.offset),
    db.$count(homeLayouts),
  ]);
  return { rows, total };
}

export async function readLayout(db: AppDatabase, id: number): Promise<LayoutRow> {
  const [row] = await db.select().from(homeLayouts).where(eq(homeLayouts.id, id));
  if (!row) throw new ApiError('notFound', { message: HOME_LAYOUT_MESSAGES.notFound });
  return row;
}

export function createLayout(db: AppDatabase, actor: AuditActor, form: AdminHomeLayoutForm): Promise<LayoutRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(homeLayouts)
      .values({
        sections: form.sections,
        startsAt: new Date(form.starts_at),
        endsAt: form.ends_at === null ? null : new Date(form.ends_at),
      })
      .returning();
    if (!row) throw new Error('home layout not inserted');
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'home_layout.create',
      targetType: 'home_layout',
      targetId: row.id,
      before: null,
      after: auditedValues(row),
    });
    return row;
  });
}

export function deleteLayout(db: AppDatabase, actor: AuditActor, id: number): Promise<LayoutRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(homeLayouts).where(eq(homeLayouts.id, id)).returning();
    if (!row) throw new ApiError('notFound', { message: HOME_LAYOUT_MESSAGES.notFound });
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'home_layout.delete',
      targetType: 'home_layout',
      targetId: id,
      before: auditedValues(row),
      after: null,
    });
    return row;
  });
}

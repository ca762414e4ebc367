/** Editor picks as editors see them (decision 0064): every list whatever its window, with its number of titles. */
import type { AdminEditorPickForm } from '@hanabi/contract';
import { type AppDatabase, editorPicks, editorPickTitles } from '@hanabi/db';
import { count, desc, eq, getTableColumns, ilike } from 'drizzle-orm';
import { containingPattern } from '../../lib/like-pattern.ts';

export type EditorPickRow = typeof editorPicks.$inferSelect;

/** What the audit log keeps of a list: the form's values, in the API's words. */
export function editorPickFormOf(row: EditorPickRow) {
  return { name: row.name, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() };
}

const columnsOf = (form: AdminEditorPickForm) => ({
  name: form.name,
  startsAt: new Date(form.starts_at),
  endsAt: new Date(form.ends_at),
});

export function createAdminEditorPicksRepository(db: AppDatabase) {
  return {
    /** The latest start first, as the schedule reads; `q` matches part of the name. */
    async list(q: string | undefined, window: { limit: number; offset: number }) {
      const where = q ? ilike(editorPicks.name, containingPattern(q)) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({ ...getTableColumns(editorPicks), titleCount: count(editorPickTitles.titleId) })
          .from(editorPicks)
          .leftJoin(editorPickTitles, eq(editorPickTitles.pickId, editorPicks.id))
          .where(where)
          .groupBy(editorPicks.id)
          .orderBy(desc(editorPicks.startsAt), desc(editorPicks.id))
          .limit(window.limit)
          .offset(window.offset),
        db.$count(editorPicks, where),
      ]);
      return { rows, total };
    },

    async find(id: number): Promise<EditorPickRow | undefined> {
      const [row] = await db.select().from(editorPicks).where(eq(editorPicks.id, id));
      return row;
    },

    /** The list's row, held until the transaction ends. */
    async lock(id: number): Promise<EditorPickRow | undefined> {
      const [row] = await db.select().from(editorPicks).where(eq(editorPicks.id, id)).for('update');
      return row;
    },

    async insert(form: AdminEditorPickForm): Promise<number> {
      const [row] = await db.insert(editorPicks).values(columnsOf(form)).returning({ id: editorPicks.id });
      if (!row) throw new Error('editor pick not inserted');
      return row.id;
    },

    async update(id: number, form: AdminEditorPickForm): Promise<void> {
      await db.update(editorPicks).set(columnsOf(form)).where(eq(editorPicks.id, id));
    },

    /** Its titles go with it (the foreign key cascades). */
    async remove(id: number): Promise<void> {
      await db.delete(editorPicks).where(eq(editorPicks.id, id));
    },
  };
}

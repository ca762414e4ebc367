/**
 * What the operator API does with each kind of named, windowed list of titles — features, dynamic landings
 * (decision 0063), campaigns (decision 0061) and editor picks (decision 0064): its answer with its titles in order, and every change in one
 * transaction with its audit entry `{target}.{create|update|delete}` holding the form before and after
 * (decision 0042). The row is locked before it changes, so two editors' changes follow one another.
 */
import { type AppDatabase, appendAuditEntry } from '@hanabi/db';
import type { ApiError } from '../api-error.ts';
import type { AuditActor } from '../audit-actor.ts';
import {
  AUDIT_TARGETS,
  type CollectionKind,
  type CollectionTable,
  collectionTitles,
  replaceCollectionTitles,
  requireFreeSlug,
} from './collection-titles.ts';

/** The rows of one kind, as its repository reads and writes them (inside the caller's transaction). */
export interface CollectionRepository<Row, Form> {
  find(id: number): Promise<Row | undefined>;
  /** The row, held until the transaction ends. */
  lock(id: number): Promise<Row | undefined>;
  insert(form: Form): Promise<number>;
  update(id: number, form: Form): Promise<void>;
  /** Its titles go with it (the foreign key cascades). */
  remove(id: number): Promise<void>;
}

export interface CollectionRules<Row, Form, Summary> {
  kind: CollectionKind;
  /** The kind's table when its rows carry a slug that must be free; editor picks have none. */
  table?: CollectionTable;
  repository: (db: AppDatabase) => CollectionRepository<Row, Form>;
  /** What the audit log keeps of a row: the form's values, in the API's words. */
  formOf: (row: Row) => Record<string, unknown>;
  summaryOf: (row: Row & { titleCount: number }, at: Date) => Summary;
  notFound: () => ApiError;
  /** The kind's own words for a slug already in use, where it has them. */
  slugTakenMessage?: string;
}

export type CollectionAnswer<Summary> = Summary & { titles: Array<{ id: number; name: string }> };

export function collectionService<Row, Form extends object, Summary>(rules: CollectionRules<Row, Form, Summary>) {
  const { kind, table, repository, formOf, summaryOf, notFound, slugTakenMessage } = rules;
  const target = AUDIT_TARGETS[kind];

  /** The row with its titles in order, its state at `at`; 404 when there is none. */
  async function answer(db: AppDatabase, id: number, at: Date): Promise<CollectionAnswer<Summary>> {
    const row = await repository(db).find(id);
    if (!row) throw notFound();
    const titles = await collectionTitles(db, kind).of(id);
    return { ...summaryOf({ ...row, titleCount: titles.length }, at), titles };
  }

  async function locked(tx: AppDatabase, id: number): Promise<Row> {
    const row = await repository(tx).lock(id);
    if (!row) throw notFound();
    return row;
  }

  /** 409 beside the slug when another row of the kind has it; nothing to check for a kind without slugs. */
  async function requireFreeSlugOf(tx: AppDatabase, form: Form, except: number | null): Promise<void> {
    if (table && 'slug' in form && typeof form.slug === 'string') {
      await requireFreeSlug(tx, table, form.slug, except, slugTakenMessage);
    }
  }

  async function audited(
    tx: AppDatabase,
    actor: AuditActor,
    operation: 'create' | 'update' | 'delete',
    id: number,
    before: Record<string, unknown> | null,
  ): Promise<void> {
    const after = operation === 'delete' ? undefined : await repository(tx).find(id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: `${target}.${operation}`,
      targetType: target,
      targetId: id,
      before,
      after: after ? formOf(after) : null,
    });
  }

  return {
    answer,

    create(db: AppDatabase, actor: AuditActor, form: Form): Promise<number> {
      return db.transaction(async (tx) => {
        await requireFreeSlugOf(tx, form, null);
        const id = await repository(tx).insert(form);
        await audited(tx, actor, 'create', id, null);
        return id;
      });
    },

    /** The whole form; its titles stay. 409 when the slug is another's. */
    update(db: AppDatabase, actor: AuditActor, id: number, form: Form): Promise<void> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        await requireFreeSlugOf(tx, form, id);
        await repository(tx).update(id, form);
        await audited(tx, actor, 'update', id, formOf(before));
      });
    },

    /** Gone at once with its list of titles, which its audit entry keeps; answers it as it was. */
    remove(db: AppDatabase, actor: AuditActor, id: number, at: Date): Promise<CollectionAnswer<Summary>> {
      return db.transaction(async (tx) => {
        const row = await locked(tx, id);
        const before = await answer(tx, id, at);
        await repository(tx).remove(id);
        await audited(tx, actor, 'delete', id, { ...formOf(row), title_ids: before.titles.map((title) => title.id) });
        return before;
      });
    },

    /** Its titles in the order given; 400 beside the list when an id names no title. */
    replaceTitles(db: AppDatabase, actor: AuditActor, id: number, titleIds: readonly number[]): Promise<void> {
      return db.transaction(async (tx) => {
        await locked(tx, id);
        await replaceCollectionTitles(tx, actor, kind, id, titleIds);
      });
    },
  };
}

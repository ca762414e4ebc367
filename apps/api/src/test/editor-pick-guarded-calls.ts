/**
 * Editor picks' rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts):
 * each /admin/v1/editor_picks call with a list of its own and a valid body, so that a role the matrix allows
 * gets 200 and any other 403.
 */
import { type AppDatabase, editorPicks } from '@hanabi/db';
import { daysFromNow, insertTitle } from './catalogue-fixtures.ts';

const made = { titleId: 0 };

async function aPick(db: AppDatabase): Promise<number> {
  made.titleId = await insertTitle(db);
  const [row] = await db
    .insert(editorPicks)
    .values({ name: '権限表のおすすめ', startsAt: daysFromNow(1), endsAt: daysFromNow(8) })
    .returning({ id: editorPicks.id });
  if (!row) throw new Error('editor pick not inserted');
  return row.id;
}

const pickForm = () => ({
  name: '権限表のおすすめ',
  starts_at: daysFromNow(1).toISOString(),
  ends_at: daysFromNow(8).toISOString(),
});
const write = 'editorial:write' as const;
const read = 'catalogue:read' as const;
const onePath = (id: number) => `/admin/v1/editor_picks/${id}`;

export const EDITOR_PICK_GUARDED = [
  { method: 'GET', path: () => '/admin/v1/editor_picks', permission: read, target: async () => 1 },
  { method: 'GET', path: () => '/admin/v1/editor_picks/current', permission: read, target: async () => 1 },
  { method: 'GET', path: onePath, permission: read, target: aPick },
  { method: 'POST', path: () => '/admin/v1/editor_picks', body: pickForm, permission: write },
  { method: 'PUT', path: onePath, body: pickForm, permission: write, target: aPick },
  {
    method: 'PUT',
    path: (id: number) => `${onePath(id)}/titles`,
    body: () => ({ title_ids: [made.titleId] }),
    permission: write,
    target: aPick,
  },
  { method: 'DELETE', path: onePath, permission: write, target: aPick },
] as const;

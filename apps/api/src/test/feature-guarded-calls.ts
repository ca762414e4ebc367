/**
 * Features' rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts): each
 * /admin/v1/features call with a feature of its own and a valid body, so that a role the matrix allows gets 200
 * and any other 403.
 */
import { type AppDatabase, features } from '@hanabi/db';
import { daysFromNow, insertTitle } from './catalogue-fixtures.ts';

const made = { titleId: 0 };
let sequence = 0;
const nextSlug = () => {
  sequence += 1;
  return `matrix-feature-${process.pid}-${sequence}`;
};

async function aFeature(db: AppDatabase): Promise<number> {
  made.titleId = await insertTitle(db);
  const [row] = await db
    .insert(features)
    .values({ slug: nextSlug(), name: '権限表の特集', startsAt: daysFromNow(1), endsAt: daysFromNow(8) })
    .returning({ id: features.id });
  if (!row) throw new Error('feature not inserted');
  return row.id;
}

const featureForm = () => ({
  slug: nextSlug(),
  name: '権限表の特集',
  description: '',
  starts_at: daysFromNow(1).toISOString(),
  ends_at: daysFromNow(8).toISOString(),
  position: 0,
});
const write = 'editorial:write' as const;

export const FEATURE_GUARDED = [
  { method: 'GET', path: () => '/admin/v1/features', permission: 'catalogue:read', target: async () => 1 },
  { method: 'GET', path: (id: number) => `/admin/v1/features/${id}`, permission: 'catalogue:read', target: aFeature },
  { method: 'POST', path: () => '/admin/v1/features', body: featureForm, permission: write },
  {
    method: 'PUT',
    path: (id: number) => `/admin/v1/features/${id}`,
    body: featureForm,
    permission: write,
    target: aFeature,
  },
  {
    method: 'PUT',
    path: (id: number) => `/admin/v1/features/${id}/titles`,
    body: () => ({ title_ids: [made.titleId] }),
    permission: write,
    target: aFeature,
  },
  { method: 'DELETE', path: (id: number) => `/admin/v1/features/${id}`, permission: write, target: aFeature },
] as const;

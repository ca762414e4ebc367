/**
 * Dynamic landing pages' rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts):
 * each /admin/v1/dynamic_landings call with a page of its own and a valid body, so that a role the matrix allows
 * gets 200 and any other 403.
 */
import { type AppDatabase, dynamicLandings } from '@hanabi/db';
import { daysFromNow, insertTitle } from './catalogue-fixtures.ts';

const made = { titleId: 0 };
let sequence = 0;
const nextSlug = () => {
  sequence += 1;
  return `dynamic_matrix_${process.pid}_${sequence}`;
};

async function aLanding(db: AppDatabase): Promise<number> {
  made.titleId = await insertTitle(db);
  const [row] = await db
    .insert(dynamicLandings)
    .values({
      slug: nextSlug(),
      heading: '権限表のページ',
      layout: 'single_image',
      startsAt: daysFromNow(1),
      endsAt: daysFromNow(8),
    })
    .returning({ id: dynamicLandings.id });
  if (!row) throw new Error('dynamic landing not inserted');
  return row.id;
}

const landingForm = () => ({
  slug: nextSlug(),
  heading: '権限表のページ',
  lead: '',
  layout: 'vertical_image',
  starts_at: daysFromNow(1).toISOString(),
  ends_at: daysFromNow(8).toISOString(),
});
const write = 'editorial:write' as const;
const onePath = (id: number) => `/admin/v1/dynamic_landings/${id}`;

export const DYNAMIC_LANDING_GUARDED = [
  { method: 'GET', path: () => '/admin/v1/dynamic_landings', permission: 'catalogue:read', target: async () => 1 },
  { method: 'GET', path: onePath, permission: 'catalogue:read', target: aLanding },
  { method: 'POST', path: () => '/admin/v1/dynamic_landings', body: landingForm, permission: write },
  { method: 'PUT', path: onePath, body: landingForm, permission: write, target: aLanding },
  {
    method: 'PUT',
    path: (id: number) => `${onePath(id)}/titles`,
    body: () => ({ title_ids: [made.titleId] }),
    permission: write,
    target: aLanding,
  },
  { method: 'DELETE', path: onePath, permission: write, target: aLanding },
] as const;

/**
 * The home carousel's rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts):
 * each /admin/v1/home_slides call with a slide of its own and a valid body, so that a role the matrix allows
 * gets 200 and any other 403.
 */
import { type AppDatabase, homeSlides } from '@hanabi/db';
import { asc } from 'drizzle-orm';
import { slideNotEndedAt } from '../modules/home-slides/home-slide-window.ts';
import { daysFromNow, insertTitle, testNow } from './catalogue-fixtures.ts';
import { twoColourPng } from './image-fixtures.ts';

/** The permission test's clock when the rows run (it moves the API's clock ten minutes past testNow). */
const MATRIX_NOW = new Date(testNow.getTime() + 10 * 60_000);

const made = { titleId: 0, orderedIds: [] as number[] };

async function aTitle(db: AppDatabase): Promise<number> {
  made.titleId = await insertTitle(db);
  return 1;
}

async function aSlide(db: AppDatabase): Promise<number> {
  made.titleId = await insertTitle(db);
  const [row] = await db
    .insert(homeSlides)
    .values({
      headline: '権限表のスライド',
      titleId: made.titleId,
      startsAt: daysFromNow(1),
      position: 1_000,
      audiences: ['guest'],
    })
    .returning({ id: homeSlides.id });
  if (!row) throw new Error('slide not inserted');
  return row.id;
}

/** An explicit order names every slide not yet ended, in the order they have. */
async function everySlide(db: AppDatabase): Promise<number> {
  const rows = await db
    .select({ id: homeSlides.id })
    .from(homeSlides)
    .where(slideNotEndedAt(MATRIX_NOW))
    .orderBy(asc(homeSlides.position), asc(homeSlides.id));
  made.orderedIds = rows.map((row) => row.id);
  return 1;
}

const slideForm = (n: number) => ({
  headline: `権限表のスライド ${n}`,
  line: '',
  title_id: made.titleId,
  starts_at: daysFromNow(1).toISOString(),
  ends_at: null,
  audiences: ['guest'],
});
const write = 'editorial:write' as const;

export const HOME_SLIDE_GUARDED = [
  { method: 'GET', path: () => '/admin/v1/home_slides', permission: 'catalogue:read', target: async () => 1 },
  { method: 'GET', path: (id: number) => `/admin/v1/home_slides/${id}`, permission: 'catalogue:read', target: aSlide },
  { method: 'POST', path: () => '/admin/v1/home_slides', body: slideForm, permission: write, target: aTitle },
  {
    method: 'PUT',
    path: (id: number) => `/admin/v1/home_slides/${id}`,
    body: slideForm,
    permission: write,
    target: aSlide,
  },
  { method: 'DELETE', path: (id: number) => `/admin/v1/home_slides/${id}`, permission: write, target: aSlide },
  {
    method: 'PUT',
    path: () => '/admin/v1/home_slides/order',
    body: () => ({ ids: made.orderedIds }),
    permission: write,
    target: everySlide,
  },
  {
    method: 'POST',
    path: (id: number) => `/admin/v1/home_slides/${id}/image`,
    body: () => twoColourPng(1600, 900),
    permission: write,
    target: aSlide,
  },
] as const;

/**
 * Redirects' and notices' rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts):
 * each call with a row of its own and a valid body, so that a role the matrix allows gets 200 and any other 403.
 */
import { type AppDatabase, noticeSections, notices, redirects } from '@hanabi/db';
import { daysFromNow } from './catalogue-fixtures.ts';

const made = { sectionId: 0 };
let sequence = 0;

async function aSection(db: AppDatabase): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(noticeSections)
    .values({ slug: `matrix-${sequence}`, name: `権限表の区分 ${sequence}` })
    .returning({ id: noticeSections.id });
  if (!row) throw new Error('section not inserted');
  made.sectionId = row.id;
  return row.id;
}

async function aNotice(db: AppDatabase): Promise<number> {
  const sectionId = await aSection(db);
  const [row] = await db
    .insert(notices)
    .values({ sectionId, title: '権限表のお知らせ', body: '本文', publishedAt: daysFromNow(1) })
    .returning({ id: notices.id });
  if (!row) throw new Error('notice not inserted');
  return row.id;
}

async function aRedirect(db: AppDatabase): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(redirects)
    .values({ fromPath: `/matrix-redirect-${sequence}`, toLocation: '/notices' })
    .returning({ id: redirects.id });
  if (!row) throw new Error('redirect not inserted');
  return row.id;
}

const redirectForm = (n: number) => ({ from_path: `/matrix-new-${n}-${sequence}`, to_location: '/notices' });
const sectionForm = (n: number) => ({ name: `権限表 ${n}`, slug: `matrix-form-${n}-${sequence}` });
const noticeForm = () => ({
  section_id: made.sectionId,
  title: '権限表のお知らせ',
  body: '本文',
  published_at: daysFromNow(1).toISOString(),
});
const write = 'editorial:write' as const;
const read = 'catalogue:read' as const;

export const EDITORIAL_GUARDED = [
  { method: 'GET', path: () => '/admin/v1/redirects', permission: read, target: async () => 1 },
  { method: 'POST', path: () => '/admin/v1/redirects', body: redirectForm, permission: write, target: async () => 1 },
  {
    method: 'PUT',
    path: (id: number) => `/admin/v1/redirects/${id}`,
    body: redirectForm,
    permission: write,
    target: aRedirect,
  },
  { method: 'DELETE', path: (id: number) => `/admin/v1/redirects/${id}`, permission: write, target: aRedirect },
  { method: 'GET', path: () => '/admin/v1/notice-sections', permission: read, target: async () => 1 },
  {
    method: 'POST',
    path: () => '/admin/v1/notice-sections',
    body: sectionForm,
    permission: write,
    target: async () => 1,
  },
  {
    method: 'PUT',
    path: (id: number) => `/admin/v1/notice-sections/${id}`,
    body: sectionForm,
    permission: write,
    target: aSection,
  },
  { method: 'GET', path: () => '/admin/v1/notices', permission: read, target: async () => 1 },
  { method: 'GET', path: (id: number) => `/admin/v1/notices/${id}`, permission: read, target: aNotice },
  {
    method: 'GET',
    path: (id: number) => `/admin/v1/notices/${id}/preview?at=${encodeURIComponent(daysFromNow(2).toISOString())}`,
    documented: '/admin/v1/notices/{id}/preview',
    permission: read,
    target: aNotice,
  },
  { method: 'POST', path: () => '/admin/v1/notices', body: noticeForm, permission: write, target: aSection },
  {
    method: 'PUT',
    path: (id: number) => `/admin/v1/notices/${id}`,
    body: noticeForm,
    permission: write,
    target: aNotice,
  },
  { method: 'DELETE', path: (id: number) => `/admin/v1/notices/${id}`, permission: write, target: aNotice },
] as const;

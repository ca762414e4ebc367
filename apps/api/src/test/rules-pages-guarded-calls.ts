/**
 * The FAQ's and rules revisions' rows of the operator permission matrix test
 * (modules/operators/operator-permissions.test.ts): each /admin/v1/faq and /admin/v1/rules call with a row of
 * its own and a valid body, so that a role the matrix allows gets 200 and any other 403.
 */
import { type AppDatabase, faqEntries, rulesRevisions } from '@hanabi/db';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};
/** A number no other test file takes: the process id keeps parallel files apart. */
const nextNumber = () => 50_000 + ((process.pid * 97 + next()) % 49_000);
/** A day far ahead, one per call, so that no two publications of one document take effect the same day. */
const nextFutureDay = () => new Date(Date.UTC(2090, 0, 1) + next() * 86_400_000).toISOString().slice(0, 10);
new Date(Date.UTC(2090, 0, 1) + (process.pid * 1000 + next()) * 86_400_000).toISOString().slice(0, 10);

async function anEntry(db: AppDatabase): Promise<number> {
  const [row] = await db
    .insert(faqEntries)
    .values({ number: nextNumber(), topic: 'other', question: '権限表の質問', answer: '権限表の回答' })
    .returning({ id: faqEntries.id });
  if (!row) throw new Error('FAQ entry not inserted');
  return row.id;
}

async function aDraft(db: AppDatabase): Promise<number> {
  const [row] = await db
    .insert(rulesRevisions)
    .values({ document: 'service_policy', body: '権限表の改定', effectiveOn: nextFutureDay() })
    .returning({ id: rulesRevisions.id });
  if (!row) throw new Error('rules revision not inserted');
  return row.id;
}

const faqForm = () => ({ number: nextNumber(), topic: 'other', question: '権限表の質問', answer: '権限表の回答' });
const draftForm = () => ({ body: '権限表の改定', effective_on: nextFutureDay() });
const read = 'catalogue:read' as const;
const write = 'editorial:write' as const;

export const RULES_PAGES_GUARDED = [
  { method: 'GET', path: () => '/admin/v1/faq', permission: read, target: async () => 1 },
  { method: 'GET', path: (id: number) => `/admin/v1/faq/${id}`, permission: read, target: anEntry },
  { method: 'POST', path: () => '/admin/v1/faq', body: faqForm, permission: write },
  { method: 'PUT', path: (id: number) => `/admin/v1/faq/${id}`, body: faqForm, permission: write, target: anEntry },
  { method: 'DELETE', path: (id: number) => `/admin/v1/faq/${id}`, permission: write, target: anEntry },
  {
    method: 'GET',
    path: () => '/admin/v1/rules/terms/revisions',
    documented: '/admin/v1/rules/{document}/revisions',
    permission: read,
    target: async () => 1,
  },
  { method: 'GET', path: (id: number) => `/admin/v1/rules/revisions/${id}`, permission: read, target: aDraft },
  {
    method: 'POST',
    path: () => '/admin/v1/rules/service_policy/revisions',
    documented: '/admin/v1/rules/{document}/revisions',
    body: draftForm,
    permission: write,
  },
  {
    method: 'PUT',
    path: (id: number) => `/admin/v1/rules/revisions/${id}`,
    body: draftForm,
    permission: write,
    target: aDraft,
  },
  { method: 'DELETE', path: (id: number) => `/admin/v1/rules/revisions/${id}`, permission: write, target: aDraft },
  {
    method: 'POST',
    path: (id: number) => `/admin/v1/rules/revisions/${id}/publish`,
    body: () => ({ effective_on: nextFutureDay() }),
    permission: write,
    target: aDraft,
  },
] as const;

/**
 * Support's rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts):
 * the inbox, member lookup and grants, each with a fresh target and a valid body (decision 0051).
 */
import type { AppDatabase } from '@hanabi/db';
import type { CatalogueGuardedCall } from './catalogue-guarded-calls.ts';
import { insertMember } from './member-fixtures.ts';
import { insertOperator } from './operator-fixtures.ts';
import { insertInquiry, insertPendingGrant } from './support-fixtures.ts';

const anInquiry = (db: AppDatabase) => insertInquiry(db);
const aMember = async (db: AppDatabase) => (await insertMember(db)).id;
/** Asked for by an operator of its own, so that every approver the matrix allows is a second person. */
const aPendingGrant = async (db: AppDatabase) =>
  insertPendingGrant(db, (await insertMember(db)).id, (await insertOperator(db, 'support')).id);
const noTarget = async () => 1;

export const SUPPORT_GUARDED: CatalogueGuardedCall[] = [
  { method: 'GET', path: () => '/admin/v1/inquiries', permission: 'inquiries:read', target: noTarget },
  { method: 'GET', path: (id) => `/admin/v1/inquiries/${id}`, permission: 'inquiries:read', target: anInquiry },
  { method: 'GET', path: () => '/admin/v1/inquiry-assignees', permission: 'inquiries:read', target: noTarget },
  {
    method: 'PATCH',
    path: (id) => `/admin/v1/inquiries/${id}`,
    body: () => ({ status: 'in_progress' }),
    permission: 'inquiries:write',
    target: anInquiry,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/inquiries/${id}/notes`,
    body: (n) => ({ body: `権限表のメモ ${n}` }),
    permission: 'inquiries:write',
    target: anInquiry,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/inquiries/${id}/replies`,
    body: (n) => ({ body: `権限表の返信 ${n}` }),
    permission: 'inquiries:write',
    target: anInquiry,
  },
  { method: 'GET', path: () => '/admin/v1/members?q=member', permission: 'members:read', target: noTarget },
  { method: 'GET', path: (id) => `/admin/v1/members/${id}`, permission: 'members:read', target: aMember },
  {
    method: 'POST',
    path: (id) => `/admin/v1/members/${id}/sessions/revoke`,
    permission: 'members:sessions',
    target: aMember,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/members/${id}/grants`,
    body: () => ({ kind: 'gift_points', points: 100, present_name: 'お詫びポイント', reason: '権限表' }),
    permission: 'grants:small',
    target: aMember,
  },
  { method: 'GET', path: () => '/admin/v1/grants', permission: 'grants:approve', target: noTarget },
  {
    method: 'POST',
    path: (id) => `/admin/v1/grants/${id}/approve`,
    permission: 'grants:approve',
    target: aPendingGrant,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/grants/${id}/reject`,
    permission: 'grants:approve',
    target: aPendingGrant,
  },
];

/** Support's answers of the operator API as the console tests use them (decision 0051). */
import type { AdminInquiry, AdminMember, SupportGrant } from '@hanabi/contract';

export const INQUIRY: AdminInquiry = {
  id: 31,
  category: 'payment',
  email: 'fan@example.jp',
  excerpt: '二重に請求されています。',
  body: '二重に請求されています。',
  status: 'open',
  assignee: null,
  member_id: 5,
  received_at: '2025-10-01T12:00:00+09:00',
  updated_at: '2025-10-01T12:00:00+09:00',
  messages: [],
};

export const GRANT: SupportGrant = {
  id: 8,
  member_id: 5,
  member_email: 'fan@example.jp',
  kind: 'gift_points',
  points: 3000,
  points_valid_days: 180,
  episode: null,
  present_name: 'お詫びポイント',
  reason: '二重請求のお詫び',
  value_points: 3000,
  status: 'pending',
  requested_by: { id: 2, name: 'サポート 太郎' },
  requested_at: '2025-10-01T12:00:00+09:00',
  decided_by: null,
  decided_at: null,
  present_id: null,
};

export const MEMBER: AdminMember = {
  member: {
    id: 5,
    festa_user_id: 'F0000000005',
    email: 'fan@example.jp',
    registered_at: '2025-01-01T12:00:00+09:00',
    plan_id: 1,
    email_confirmed_at: '2025-01-01T12:05:00+09:00',
  },
  subscriptions: [],
  card: null,
  payments: [],
  points: { festa: 0, gift: 0, total: 0, gift_lots: [] },
  purchases: [],
  entitlements: [],
  presents: [],
  watching: [],
  grants: [],
  sessions: [{ started_at: '2025-10-01T10:00:00+09:00', expires_at: '2025-10-31T10:00:00+09:00' }],
};

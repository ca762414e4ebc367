/**
 * Campaigns' rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts):
 * each /admin/v1/campaigns call with a campaign of its own and a valid body, so that a role the matrix allows
 * gets 200 and any other 403.
 */
import { type AppDatabase, campaigns } from '@hanabi/db';
import { daysFromNow, insertTitle } from './catalogue-fixtures.ts';

const made = { titleId: 0 };
let sequence = 0;
const nextSlug = () => {
  sequence += 1;
  return `matrix-${process.pid}-${sequence}`;
};

async function aCampaign(db: AppDatabase): Promise<number> {
  made.titleId = await insertTitle(db);
  const [row] = await db
    .insert(campaigns)
    .values({
      slug: nextSlug(),
      name: '権限表のキャンペーン',
      startsAt: daysFromNow(1),
      endsAt: daysFromNow(8),
    })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('campaign not inserted');
  return row.id;
}

const campaignForm = () => ({
  slug: nextSlug(),
  name: '権限表のキャンペーン',
  lead: '',
  body: '',
  layout: 'default',
  requires_age_permission: false,
  listed: true,
  starts_at: daysFromNow(1).toISOString(),
  ends_at: daysFromNow(8).toISOString(),
});
const write = 'editorial:write' as const;
const onePath = (id: number) => `/admin/v1/campaigns/${id}`;

export const CAMPAIGN_GUARDED = [
  { method: 'GET', path: () => '/admin/v1/campaigns', permission: 'catalogue:read', target: async () => 1 },
  { method: 'GET', path: onePath, permission: 'catalogue:read', target: aCampaign },
  { method: 'POST', path: () => '/admin/v1/campaigns', body: campaignForm, permission: write },
  { method: 'PUT', path: onePath, body: campaignForm, permission: write, target: aCampaign },
  {
    method: 'PUT',
    path: (id: number) => `${onePath(id)}/titles`,
    body: () => ({ title_ids: [made.titleId] }),
    permission: write,
    target: aCampaign,
  },
  { method: 'DELETE', path: onePath, permission: write, target: aCampaign },
] as const;

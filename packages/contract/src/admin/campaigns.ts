/**
 * Campaign pages (/campaigns/{slug}) in the operator console (decision 0061): the number or name in the address,
 * the hero copy (name, lead, body), the layout, the age guard, whether /campaign_list lists it, the period, and an
 * ordered list of titles — the shape of features and dynamic landings (decision 0063), edited by the same
 * collection parts. Every refusal is in Japanese, and the console shows the same message beside the field.
 */
import { z } from 'zod';
import { CAMPAIGN_LAYOUTS } from '../campaigns.ts';
import { pagedList } from '../envelope.ts';
import { isoInstantSchema, optionalText, requiredText } from './catalogue-fields.ts';
import { HOME_SLIDE_STATES } from './home-slides.ts';
import { adminCollectionTitleSchema, COLLECTION_MESSAGES, windowEndsAfterStart } from './title-collections.ts';

export const CAMPAIGN_NAME_MAX_LENGTH = 80;
export const CAMPAIGN_LEAD_MAX_LENGTH = 400;
export const CAMPAIGN_BODY_MAX_LENGTH = 4000;

export const CAMPAIGN_LAYOUT_LABELS: Record<(typeof CAMPAIGN_LAYOUTS)[number], string> = {
  default: '通常',
  lp: 'ランディング',
};

export const CAMPAIGN_MESSAGES = {
  slugShape:
    'アドレスは64文字以内で、番号（例: 12）、「-」で始まる広告用の記号（例: -1604）、または英小文字・数字を「-」でつないだ名前（例: list-dokusen）で入力してください。',
  slugTaken: 'このアドレスのキャンペーンはすでにあります。',
  notFound: 'このキャンペーンは見つかりません。一覧を読み込み直してください。',
} as const;

export const adminCampaignSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().describe('the page is /campaigns/{slug}'),
  name: z.string(),
  lead: z.string(),
  body: z.string(),
  layout: z.enum(CAMPAIGN_LAYOUTS),
  requires_age_permission: z.boolean(),
  listed: z.boolean().describe('shown on /campaign_list while it runs'),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(HOME_SLIDE_STATES).describe('at the request’s now, or at `at` when asked'),
  title_count: z.number().int(),
});
export type AdminCampaignSummary = z.infer<typeof adminCampaignSummarySchema>;

export const adminCampaignSchema = adminCampaignSummarySchema.extend({
  titles: z.array(adminCollectionTitleSchema).describe('in the page’s order'),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

export const adminCampaignListSchema = pagedList(adminCampaignSummarySchema);
export type AdminCampaignList = z.infer<typeof adminCampaignListSchema>;

export const adminCampaignWriteSchema = z
  .object({
    // The viewer's address rule (campaignSlugSchema), refused here in Japanese.
    slug: z
      .string({ error: CAMPAIGN_MESSAGES.slugShape })
      .trim()
      .max(64, { error: CAMPAIGN_MESSAGES.slugShape })
      .regex(/^-?[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: CAMPAIGN_MESSAGES.slugShape }),
    name: requiredText('キャンペーン名', CAMPAIGN_NAME_MAX_LENGTH),
    lead: optionalText('リード文', CAMPAIGN_LEAD_MAX_LENGTH),
    body: optionalText('本文', CAMPAIGN_BODY_MAX_LENGTH),
    layout: z.enum(CAMPAIGN_LAYOUTS, { error: 'レイアウトを一覧から選んでください。' }),
    requires_age_permission: z.boolean({ error: '年齢確認の有無を選んでください。' }),
    listed: z.boolean({ error: 'キャンペーン一覧に載せるかを選んでください。' }),
    starts_at: isoInstantSchema,
    ends_at: isoInstantSchema,
  })
  .refine(windowEndsAfterStart, { error: COLLECTION_MESSAGES.windowOrder, path: ['ends_at'] });
export type AdminCampaignWriteRequest = z.input<typeof adminCampaignWriteSchema>;
export type AdminCampaignForm = z.output<typeof adminCampaignWriteSchema>;

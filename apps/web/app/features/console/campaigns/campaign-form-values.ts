import { type AdminCampaign, type AdminCampaignWriteRequest, adminCampaignWriteSchema } from '@hanabi/contract';
import { catalogueFieldErrors } from '../catalogue/catalogue-form-errors.ts';
import { DATETIME_REQUIRED, fromJapanInput, toJapanInput } from '../catalogue/japan-datetime.ts';
import { type FieldErrors, textField } from '../form-errors.ts';

/** A campaign's form as typed (Japan time in the date-time fields), kept to show it again after a refusal. */
export interface CampaignValues {
  slug: string;
  name: string;
  lead: string;
  body: string;
  layout: string;
  requires_age_permission: boolean;
  listed: boolean;
  starts_at: string;
  ends_at: string;
}

const TEXT_FIELDS = ['slug', 'name', 'lead', 'body', 'layout', 'starts_at', 'ends_at'] as const;

export const EMPTY_CAMPAIGN_FORM: CampaignValues = {
  slug: '',
  name: '',
  lead: '',
  body: '',
  layout: 'default',
  requires_age_permission: false,
  listed: true,
  starts_at: '',
  ends_at: '',
};

export function campaignValuesOf(campaign: AdminCampaign): CampaignValues {
  return {
    slug: campaign.slug,
    name: campaign.name,
    lead: campaign.lead,
    body: campaign.body,
    layout: campaign.layout,
    requires_age_permission: campaign.requires_age_permission,
    listed: campaign.listed,
    starts_at: toJapanInput(campaign.starts_at),
    ends_at: toJapanInput(campaign.ends_at),
  };
}

export function readCampaignForm(form: FormData): CampaignValues {
  const values = { ...EMPTY_CAMPAIGN_FORM };
  for (const name of TEXT_FIELDS) values[name] = textField(form, name);
  // An unchecked box sends nothing.
  values.requires_age_permission = form.get('requires_age_permission') === 'on';
  values.listed = form.get('listed') === 'on';
  return values;
}

/** The API's request from the form, checked with the contract's own rules; the refusals beside their fields. */
export function campaignRequestOf(
  values: CampaignValues,
): { ok: true; request: AdminCampaignWriteRequest } | { ok: false; errors: FieldErrors } {
  const request = { ...values, starts_at: fromJapanInput(values.starts_at), ends_at: fromJapanInput(values.ends_at) };
  const checked = adminCampaignWriteSchema.safeParse(request);
  const errors: FieldErrors = checked.success ? {} : catalogueFieldErrors(checked.error);
  if (!values.starts_at.trim()) errors.starts_at = DATETIME_REQUIRED;
  if (!values.ends_at.trim()) errors.ends_at = DATETIME_REQUIRED;
  if (!checked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: checked.data };
}

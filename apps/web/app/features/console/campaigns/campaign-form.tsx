import {
  CAMPAIGN_BODY_MAX_LENGTH,
  CAMPAIGN_LAYOUT_LABELS,
  CAMPAIGN_LAYOUTS,
  CAMPAIGN_LEAD_MAX_LENGTH,
  CAMPAIGN_NAME_MAX_LENGTH,
} from '@hanabi/contract';
import { ConsoleCheckbox, ConsoleTextArea } from '../catalogue/catalogue-controls.tsx';
import { CollectionForm } from '../collections/collection-form.tsx';
import { ConsoleField, ConsoleSelect } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import type { CampaignValues } from './campaign-form-values.ts';

interface CampaignFormProps {
  values: CampaignValues;
  errors: FieldErrors;
  formError: string | null;
  readOnly: boolean;
  submitLabel: string;
  answer: unknown;
}

/** A campaign's address, hero copy (name, lead, body), layout, age guard and listing, then its period (Japan time). */
export function CampaignForm(props: CampaignFormProps) {
  const { values, errors } = props;
  const field = { form: 'campaign', errors };
  return (
    <CollectionForm form="campaign" {...props}>
      <ConsoleField
        {...field}
        name="slug"
        label="番号・名前"
        hint="ページのアドレス /campaigns/番号・名前 になります。例: 12、-1604（広告用）、list-dokusen"
        defaultValue={values.slug}
        required
        autoComplete="off"
      />
      <ConsoleField
        {...field}
        name="name"
        label="キャンペーン名"
        hint={`ページの見出しになります。${CAMPAIGN_NAME_MAX_LENGTH}文字まで。`}
        defaultValue={values.name}
        required
        autoComplete="off"
      />
      <ConsoleTextArea
        {...field}
        name="lead"
        label="リード文"
        hint={`見出しの下に出る文。${CAMPAIGN_LEAD_MAX_LENGTH}文字まで（なくても構いません）。`}
        defaultValue={values.lead}
        rows={2}
      />
      <ConsoleTextArea
        {...field}
        name="body"
        label="本文"
        hint={`空行で段落を分けます。${CAMPAIGN_BODY_MAX_LENGTH}文字まで（なくても構いません）。`}
        defaultValue={values.body}
        rows={5}
      />
      <ConsoleSelect
        {...field}
        name="layout"
        label="レイアウト（ランディングでは、ライト・プレミアム会員はトップページへ移動します）"
        defaultValue={values.layout}
      >
        {CAMPAIGN_LAYOUTS.map((layout) => (
          <option key={layout} value={layout}>
            {CAMPAIGN_LAYOUT_LABELS[layout]}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleCheckbox
        {...field}
        name="requires_age_permission"
        label="年齢確認のあとに表示する（成人向けの作品だけが表示されます）"
        defaultChecked={values.requires_age_permission}
      />
      <ConsoleCheckbox
        {...field}
        name="listed"
        label="公開期間中はキャンペーン一覧（/campaign_list）に載せる"
        defaultChecked={values.listed}
      />
    </CollectionForm>
  );
}

import { DESIGN_TYPE_LABELS, DISPLAY_GROUP_LABELS, type GenreGroups } from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { ConsoleField, ConsoleSelect, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { ChoiceGroup, ConsoleCheckbox, ConsoleTextArea, FormPart } from './catalogue-controls.tsx';
import { CATALOGUE_INTENT, CATALOGUE_INTENTS } from './catalogue-intents.ts';
import type { TitleFormValues } from './title-form-values.ts';

export interface TitleFormProps {
  values: TitleFormValues;
  errors: FieldErrors;
  formError: string | null;
  genreGroups: GenreGroups['items'];
  tags: Array<{ id: number; name: string }>;
  /** An operator without catalogue:write sees the form, every control disabled. */
  readOnly: boolean;
  submitLabel: string;
  /** A new object after each refused post: focus moves to the first error. */
  answer: unknown;
}

const FORM = 'title';

/**
 * Everything the API saves of a title, in parts: names, description, classification, window, genres and
 * tags, credits, and the 独占/先行 window. Date-times are in Japan time.
 */
export function TitleForm({
  values,
  errors,
  formError,
  genreGroups,
  tags,
  readOnly,
  submitLabel,
  answer,
}: TitleFormProps) {
  const form = useFocusOnErrors(answer);
  const busy = useNavigation().formData?.get(CATALOGUE_INTENT) === CATALOGUE_INTENTS.save;
  const field = { form: FORM, errors };
  return (
    <Form method="post" ref={form} className="catalogue-form" noValidate key={JSON.stringify(values)}>
      <FormAlert message={formError} />
      <input type="hidden" name={CATALOGUE_INTENT} value={CATALOGUE_INTENTS.save} />
      <fieldset disabled={readOnly} className="catalogue-form__body">
        <FormPart title="作品名">
          <ConsoleField {...field} name="name" label="作品名" defaultValue={values.name} required autoComplete="off" />
          <ConsoleField
            {...field}
            name="name_kana"
            label="よみがな"
            hint="ひらがなで入力します（カタカナはひらがなに直して保存します）。検索と五十音順の並びに使われます。"
            defaultValue={values.name_kana}
            required
            autoComplete="off"
          />
        </FormPart>
        <FormPart title="紹介">
          <ConsoleTextArea {...field} name="synopsis" label="あらすじ" defaultValue={values.synopsis} rows={5} />
          <ConsoleField
            {...field}
            name="production_company"
            label="制作会社"
            defaultValue={values.production_company}
          />
          <ConsoleField {...field} name="copyright" label="コピーライト" defaultValue={values.copyright} />
          <ConsoleField
            {...field}
            name="production_year"
            label="制作年"
            inputMode="numeric"
            defaultValue={values.production_year}
          />
        </FormPart>
        <FormPart title="分類">
          <ConsoleSelect {...field} name="design_type" label="作品の種類" defaultValue={values.design_type}>
            {Object.entries(DESIGN_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </ConsoleSelect>
          <ConsoleSelect {...field} name="display_group" label="表示グループ" defaultValue={values.display_group}>
            {Object.entries(DISPLAY_GROUP_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </ConsoleSelect>
          <ConsoleCheckbox
            {...field}
            name="is_age_restriction_r18"
            label="R18（年齢確認が必要）"
            defaultChecked={values.is_age_restriction_r18}
          />
        </FormPart>
        <FormPart title="配信期間（日本時間）">
          <ConsoleField
            {...field}
            name="available_from"
            label="配信開始日時"
            type="datetime-local"
            defaultValue={values.available_from}
            required
          />
          <ConsoleField
            {...field}
            name="available_until"
            label="配信終了日時"
            type="datetime-local"
            hint="終了の予定がないときは 9999-12-31 23:59 のままにします。"
            defaultValue={values.available_until}
            required
          />
        </FormPart>
        <FormPart title="ジャンル・タグ">
          {genreGroups.map((group) => (
            <ChoiceGroup
              key={group.id}
              {...field}
              name="genre_ids"
              legend={`ジャンル（${group.name}）`}
              options={group.genres.map((genre) => ({ value: String(genre.id), label: genre.name }))}
              checked={values.genre_ids}
            />
          ))}
          <ChoiceGroup
            {...field}
            name="tag_ids"
            legend="タグ"
            options={tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
            checked={values.tag_ids}
            empty="タグはまだありません。タグの画面で作成できます。"
          />
        </FormPart>
        <FormPart title="クレジット">
          <ConsoleTextArea
            {...field}
            name="cast"
            label="キャスト"
            hint="1行に1人、「役名：名前」の形で入力します。"
            defaultValue={values.cast}
          />
          <ConsoleTextArea
            {...field}
            name="staff"
            label="スタッフ"
            hint="1行に1人、「役職：名前」の形で入力します。"
            defaultValue={values.staff}
          />
        </FormPart>
        <FormPart title="独占・先行配信（日本時間）">
          <ConsoleSelect {...field} name="exclusive_kind" label="種類" defaultValue={values.exclusive_kind}>
            <option value="">なし</option>
            <option value="exclusive">独占配信</option>
            <option value="early">先行配信</option>
          </ConsoleSelect>
          <ConsoleField
            {...field}
            name="exclusive_starts_at"
            label="開始日時"
            type="datetime-local"
            defaultValue={values.exclusive_starts_at}
          />
          <ConsoleField
            {...field}
            name="exclusive_ends_at"
            label="終了日時"
            type="datetime-local"
            defaultValue={values.exclusive_ends_at}
          />
        </FormPart>
        {readOnly ? null : (
          <div className="console-inline">
            <button type="submit" className="console-button console-button--primary" disabled={busy}>
              {busy ? '保存しています…' : submitLabel}
            </button>
          </div>
        )}
      </fieldset>
    </Form>
  );
}

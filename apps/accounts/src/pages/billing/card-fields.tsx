/**
 * The card part of a payment form: the saved card when there is a usable one, and the fields of a new
 * card. Expiry is kept after a failed attempt; the card number and security code are never sent back.
 */
import type { CSSProperties } from 'react';
import type { FieldErrors } from '../../forms/field-errors.ts';
import { ChoiceGroup, fieldsetStyle, legendStyle, SandboxNote } from './billing-ui.tsx';

const selectStyle: CSSProperties = {
  marginTop: '0.25rem',
  padding: '0.625rem 0.75rem',
  font: 'inherit',
  color: 'inherit',
  background: '#1a1c33',
  border: '1px solid #4a4d75',
  borderRadius: '0.5rem',
};

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
const YEARS_AHEAD = 15;

/** What a page shows of a card on file (never the number). */
export interface CardOnFileView {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Its last validity check failed: it cannot pay. */
  isInvalid: boolean;
}

/** What was chosen and typed in the card fields, shown again after a failed attempt. */
export interface CardFormValues {
  choice: 'saved' | 'new';
  expMonth: string;
  expYear: string;
}

export function cardLabel(card: Pick<CardOnFileView, 'brand' | 'last4' | 'expMonth' | 'expYear'>): string {
  return `${card.brand}（末尾 ${card.last4}・有効期限 ${String(card.expMonth).padStart(2, '0')}/${card.expYear}）`;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** What a page with card fields shows of them. */
export interface CardPaymentState {
  /** The member's usable card on file, offered instead of typing one in (null: none, or not offered). */
  savedCard: CardOnFileView | null;
  /** What was chosen and typed before (kept after a failed attempt). */
  card: CardFormValues;
  errors?: FieldErrors | undefined;
  /** Why the last attempt did not go through (a declined card). */
  problem?: string | undefined;
  /** The first year offered for the expiry (this year). */
  currentYear: number;
  /** The payment sandbox is in use: say which test cards work. */
  sandbox: boolean;
}

export function CardFields({ payment }: { payment: CardPaymentState }) {
  const { savedCard: saved, card: values, errors = {}, currentYear, sandbox } = payment;
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => String(currentYear + index));
  return (
    <>
      {saved && (
        <ChoiceGroup
          legend="お支払いに使うカード"
          name="card_choice"
          selected={values.choice}
          choices={[
            { value: 'saved', label: `登録済みのカード：${cardLabel(saved)}` },
            { value: 'new', label: '新しいカードを使う', hint: '下の欄にカード情報を入力してください。' },
          ]}
        />
      )}
      <fieldset style={{ ...fieldsetStyle, gap: '1rem' }}>
        <legend style={legendStyle}>{saved ? '新しいカードの情報' : 'カード情報'}</legend>
        {sandbox && (
          <SandboxNote>
            テスト用のカード番号 4242 4242 4242 4242
            をお使いください（有効期限は先の月、セキュリティコードは任意の3桁）。実際の請求は行われません。
          </SandboxNote>
        )}
        <div>
          <label htmlFor="field-card_number">カード番号</label>
          <input
            id="field-card_number"
            name="card_number"
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            aria-invalid={errors.card_number ? true : undefined}
            aria-describedby={describedBy('field-card_number-hint', errors.card_number && 'field-card_number-error')}
          />
          <p className="hint" id="field-card_number-hint">
            半角数字で入力してください（スペースは入れても構いません）。
          </p>
          {errors.card_number && (
            <p className="field-error" id="field-card_number-error">
              {errors.card_number}
            </p>
          )}
        </div>
        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>有効期限</legend>
          <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <select
              id="field-card_exp_month"
              name="card_exp_month"
              defaultValue={values.expMonth}
              autoComplete="cc-exp-month"
              aria-label="有効期限（月）"
              aria-invalid={errors.card_exp_month ? true : undefined}
              aria-describedby={errors.card_exp_month ? 'field-card_exp_month-error' : undefined}
              style={selectStyle}
            >
              <option value="">月</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </select>
            <span aria-hidden="true">/</span>
            <select
              id="field-card_exp_year"
              name="card_exp_year"
              defaultValue={values.expYear}
              autoComplete="cc-exp-year"
              aria-label="有効期限（年）"
              style={selectStyle}
            >
              <option value="">年</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          {errors.card_exp_month && (
            <p className="field-error" id="field-card_exp_month-error">
              {errors.card_exp_month}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor="field-card_cvc">セキュリティコード</label>
          <input
            id="field-card_cvc"
            name="card_cvc"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            style={{ maxWidth: '8rem' }}
            aria-invalid={errors.card_cvc ? true : undefined}
            aria-describedby={describedBy('field-card_cvc-hint', errors.card_cvc && 'field-card_cvc-error')}
          />
          <p className="hint" id="field-card_cvc-hint">
            カード裏面（一部のカードは表面）に記載の3桁または4桁の数字です。
          </p>
          {errors.card_cvc && (
            <p className="field-error" id="field-card_cvc-error">
              {errors.card_cvc}
            </p>
          )}
        </div>
      </fieldset>
    </>
  );
}

import { HOME_SECTION_LABELS } from '@hanabi/contract';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormPart } from '../catalogue/catalogue-controls.tsx';
import { ConsoleField, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import type { MoveDirection } from '../genres/moved-order.ts';
import { DRAFT_FIELDS, type HomeLayoutDraft, LAYOUT_INTENT, moveIntent, SAVE_INTENT } from './home-layout-draft.ts';

interface HomeLayoutFormProps {
  draft: HomeLayoutDraft;
  errors: FieldErrors;
  formError: string | null;
  /** The section the last post moved: its button keeps the focus as the row changes place. */
  moved: { key: string; direction: MoveDirection } | null;
  /** A new object after each refused post: focus moves to the first error. */
  refused: unknown;
}

const FORM = 'home-layout';
const buttonId = (key: string, direction: MoveDirection) => `${FORM}-${key}-${direction}`;

/**
 * After a move the form is drawn anew: focus goes back to the button pressed, or its pair at either end, once
 * the buttons are enabled again.
 */
function useFocusOnMoved(moved: HomeLayoutFormProps['moved'], moving: boolean) {
  const last = useRef(moved);
  useEffect(() => {
    if (moving || !moved || moved === last.current) return;
    last.current = moved;
    const pressed = document.getElementById(buttonId(moved.key, moved.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(buttonId(moved.key, moved.direction === 'up' ? 'down' : 'up'));
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [moved, moving]);
}

/**
 * A new order of the home's sections: each moved one place by 上へ/下へ (a post that saves nothing yet),
 * shown or hidden, and the window in Japan time. The first row's 上へ is disabled and comes first, so Enter in
 * a date field submits nothing rather than a move; the editor saves with the button.
 */
export function HomeLayoutForm({ draft, errors, formError, moved, refused }: HomeLayoutFormProps) {
  const form = useFocusOnErrors(refused);
  const posting = useNavigation().formData?.get(LAYOUT_INTENT);
  const busy = posting === SAVE_INTENT;
  // A second move before the first one's answer would post the old order again and lose the first move.
  const moving = posting !== undefined && posting !== SAVE_INTENT;
  useFocusOnMoved(moved, moving);
  const field = { form: FORM, errors };
  const { sections } = draft;
  return (
    <Form method="post" ref={form} className="catalogue-form" noValidate key={JSON.stringify(draft)}>
      <FormAlert message={formError} />
      <FormPart title="セクションの並び順">
        {errors.sections ? <p className="console-field__error">{errors.sections}</p> : null}
        <div className="console-table-scroll">
          <table className="console-table">
            <caption className="visually-hidden">ホームのセクション（上から表示される順）</caption>
            <thead>
              <tr>
                <th scope="col">順</th>
                <th scope="col">セクション</th>
                <th scope="col">表示</th>
                <th scope="col">並び順</th>
              </tr>
            </thead>
            <tbody>
              {sections.map(({ key, hidden }, index) => {
                const label = HOME_SECTION_LABELS[key];
                const move = (direction: MoveDirection, text: string, disabled: boolean) => (
                  <button
                    type="submit"
                    id={buttonId(key, direction)}
                    name={LAYOUT_INTENT}
                    value={moveIntent(direction, key)}
                    className="console-button"
                    disabled={disabled || moving}
                    aria-label={`「${label}」を${text}移動`}
                  >
                    {text}
                  </button>
                );
                return (
                  <tr key={key}>
                    <td>{index + 1}</td>
                    <td>
                      <input type="hidden" name={DRAFT_FIELDS.section} value={key} />
                      {label}
                    </td>
                    <td>
                      <label className="catalogue-choice">
                        <input
                          type="checkbox"
                          name={DRAFT_FIELDS.shown}
                          value={key}
                          defaultChecked={!hidden}
                          aria-label={`「${label}」を表示する`}
                        />
                        表示する
                      </label>
                    </td>
                    <td>
                      <div className="console-inline">
                        {move('up', '上へ', index === 0)}
                        {move('down', '下へ', index === sections.length - 1)}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </FormPart>
      <FormPart title="期間（日本時間）">
        <ConsoleField
          {...field}
          name={DRAFT_FIELDS.startsAt}
          label="開始日時"
          type="datetime-local"
          hint="この日時から、それまでの並び順に代わってこの並び順で表示します。"
          defaultValue={draft.starts_at}
          required
        />
        <ConsoleField
          {...field}
          name={DRAFT_FIELDS.endsAt}
          label="終了日時"
          type="datetime-local"
          hint="空欄にすると、あとから始まる並び順があるまで続きます。"
          defaultValue={draft.ends_at}
        />
      </FormPart>
      <div className="console-actions">
        <button
          type="submit"
          name={LAYOUT_INTENT}
          value={SAVE_INTENT}
          className="console-button console-button--primary"
          disabled={busy}
        >
          {busy ? '保存中…' : 'この並び順を予約する'}
        </button>
      </div>
    </Form>
  );
}

import { Form } from 'react-router';
import { INTENT_FIELD } from './genres-answer.ts';

interface MoveButtonsProps {
  intent: string;
  /** The hidden fields naming what moves (id, and the group of a genre). */
  fields: Record<string, string>;
  /** What moves, as the buttons name it to a screen reader. */
  name: string;
  first: boolean;
  last: boolean;
}

/** 上へ / 下へ: each a form of its own, so the order changes by keyboard, without a script, one place at a time. */
export function MoveButtons({ intent, fields, name, first, last }: MoveButtonsProps) {
  const button = (direction: 'up' | 'down', label: string, disabled: boolean) => (
    <Form method="post" className="console-move">
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" className="console-button" disabled={disabled} aria-label={`「${name}」を${label}移動`}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="console-inline">
      {button('up', '上へ', first)}
      {button('down', '下へ', last)}
    </div>
  );
}

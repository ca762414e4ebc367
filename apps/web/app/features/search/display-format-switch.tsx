import { browserCookieStore, type DisplayFormat } from '@hanabi/api-client';
import { useId, useState } from 'react';
import { useCookiePlace } from '../../lib/use-cookie-place.ts';
import { dismissCoachMark, otherFormat, saveDisplayFormat } from './view-preferences.ts';

const FORMAT_LABELS: Record<DisplayFormat, string> = { list: 'リスト', grid: 'グリッド' };

interface DisplayFormatSwitchProps {
  format: DisplayFormat;
  onChange: (format: DisplayFormat) => void;
  /** The viewer already closed the hint (or used the switch) on this device. */
  coachMarkHidden: boolean;
}

/**
 * List or grid, kept in `display_format`. Next to it, once per device, a hint says what the switch does;
 * closing it (or using the switch) records `hide_display_format_coach_mark`.
 */
export function DisplayFormatSwitch({ format, onChange, coachMarkHidden }: DisplayFormatSwitchProps) {
  const cookiePlace = useCookiePlace();
  const [hintHidden, setHintHidden] = useState(coachMarkHidden);
  const hintId = useId();

  function switchFormat() {
    const next = otherFormat(format);
    saveDisplayFormat(browserCookieStore(), next, cookiePlace());
    setHintHidden(true);
    onChange(next);
  }

  function closeHint() {
    dismissCoachMark(browserCookieStore(), cookiePlace());
    setHintHidden(true);
  }

  return (
    <div className="display-format">
      <fieldset className="display-format__switch">
        <legend className="visually-hidden">表示形式</legend>
        {(['list', 'grid'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="display-format__option"
            aria-pressed={format === option}
            aria-describedby={hintHidden ? undefined : hintId}
            onClick={format === option ? undefined : switchFormat}
          >
            {FORMAT_LABELS[option]}
          </button>
        ))}
      </fieldset>
      {hintHidden ? null : (
        <div id={hintId} className="coach-mark" role="note">
          <p className="coach-mark__text">
            検索結果はリストとグリッドで切り替えられます。選んだ表示は次回も使われます。
          </p>
          <button type="button" className="button button--small button--outline" onClick={closeHint}>
            OK
          </button>
        </div>
      )}
    </div>
  );
}

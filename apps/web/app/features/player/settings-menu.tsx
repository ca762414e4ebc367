import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { PLAYBACK_RATES, rateLabel } from './playback-rate.ts';
import { PlayerIcon } from './player-icons.tsx';

/** `auto` lets the player pick from the connection; a height pins that rendition. */
export type QualityChoice = 'auto' | number;

/** How far the skip buttons jump: the `skip_time` cookie (spec §9) holds the choice. */
export const SKIP_SECONDS_CHOICES = [5, 10, 15, 30, 60] as const;

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  choices: readonly T[];
  selected: T;
  labelOf: (choice: T) => string;
  onSelect: (choice: T) => void;
}

function ChoiceGroup<T extends string | number>({ legend, choices, selected, labelOf, onSelect }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="player-settings__group">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="player-settings__choice">
          <input type="radio" name={name} checked={choice === selected} onChange={() => onSelect(choice)} />
          {labelOf(choice)}
        </label>
      ))}
    </fieldset>
  );
}

export interface SettingsMenuProps {
  rate: number;
  onRate: (rate: number) => void;
  qualities: readonly number[];
  quality: QualityChoice;
  onQuality: (quality: QualityChoice) => void;
  skipSeconds: number;
  onSkipSeconds: (seconds: number) => void;
}

/** 「再生設定」: speed, quality and the skip length, as radio groups in a panel (a bottom sheet on a phone). */
export function SettingsMenu(props: SettingsMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the panel from anywhere inside it and gives focus back to the button that opened it.
  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  }
  const skipChoices = [...new Set([...SKIP_SECONDS_CHOICES, props.skipSeconds])].sort((a, b) => a - b);
  return (
    <div className="player-settings">
      <button
        ref={toggle}
        type="button"
        className="player-button"
        aria-label="再生設定"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <PlayerIcon name="settings" />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the panel's own controls; Escape is caught as they bubble. */}
      <div id={panelId} className="player-settings__panel" hidden={!open} onKeyDown={closeOnEscape}>
        <button
          type="button"
          className="button button--small player-settings__close"
          onClick={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          閉じる
        </button>
        <ChoiceGroup
          legend="再生速度"
          choices={PLAYBACK_RATES}
          selected={props.rate}
          labelOf={rateLabel}
          onSelect={props.onRate}
        />
        <ChoiceGroup<QualityChoice>
          legend="画質"
          choices={['auto', ...props.qualities]}
          selected={props.quality}
          labelOf={(choice) => (choice === 'auto' ? '自動' : `${choice}p`)}
          onSelect={props.onQuality}
        />
        <ChoiceGroup
          legend="スキップする秒数"
          choices={skipChoices}
          selected={props.skipSeconds}
          labelOf={(seconds) => `${seconds}秒`}
          onSelect={props.onSkipSeconds}
        />
      </div>
    </div>
  );
}

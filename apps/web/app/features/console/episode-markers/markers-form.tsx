import type { EpisodeMarkers } from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { ConsoleField, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import { formatMarkerTime } from './marker-times.ts';
import type { MarkersAnswer, MarkerValues } from './markers-answer.ts';

type Video = NonNullable<EpisodeMarkers['video']>;

const HINT = '秒数か「分:秒」（例: 1:30）。ないときは空のまま。';

function valuesOf(video: Video): MarkerValues {
  return {
    opening_start: formatMarkerTime(video.opening_start),
    opening_end: formatMarkerTime(video.opening_end),
    ending_start: formatMarkerTime(video.ending_start),
    ending_end: formatMarkerTime(video.ending_end),
    is_vr: video.is_vr,
  };
}

/** The opening and ending of the packaged video, and whether it is 360°; a refusal keeps what was typed. */
export function MarkersForm({ video, answer }: { video: Video; answer: MarkersAnswer | undefined }) {
  const refused = answer?.kind === 'refused' ? answer : undefined;
  const form = useFocusOnErrors(refused);
  const busy = useNavigation().state === 'submitting';
  const values = refused?.values ?? valuesOf(video);
  const errors = refused?.errors ?? {};
  const field = (name: keyof Omit<MarkerValues, 'is_vr'>, label: string) => (
    <ConsoleField
      form="markers"
      name={name}
      label={label}
      hint={HINT}
      inputMode="numeric"
      autoComplete="off"
      defaultValue={values[name]}
      errors={errors}
    />
  );
  return (
    <Form method="post" ref={form} className="console-form" noValidate key={JSON.stringify(values)}>
      <FormAlert message={refused?.formError ?? null} />
      <fieldset className="console-form">
        <legend>オープニング（視聴者に「オープニングをスキップ」を表示します）</legend>
        {field('opening_start', 'オープニングの開始')}
        {field('opening_end', 'オープニングの終了')}
      </fieldset>
      <fieldset className="console-form">
        <legend>エンディング</legend>
        {field('ending_start', 'エンディングの開始')}
        {field('ending_end', 'エンディングの終了（後に本編が続くときだけ）')}
      </fieldset>
      <div className="console-field">
        <label className="console-field__label">
          <input type="checkbox" name="is_vr" defaultChecked={values.is_vr} /> 360° 映像（VR プレイヤーで再生します）
        </label>
      </div>
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {busy ? '保存しています…' : '保存'}
      </button>
    </Form>
  );
}

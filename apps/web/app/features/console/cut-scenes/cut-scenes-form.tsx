import type { CutScenes } from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { FieldFrame, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import { formatMarkerTime } from '../episode-markers/marker-times.ts';
import type { CutScenesAnswer } from './cut-scenes-actions.server.ts';

const HINT = '1行に1シーン、開始時刻を秒数か「分:秒」（例: 1:30）で。最初は0:00。空にするとシーン位置を外します。';

/** The cut's scene starts, one a line; a refusal keeps what was typed. */
export function CutScenesForm({ scenes, answer }: { scenes: CutScenes; answer: CutScenesAnswer | undefined }) {
  const refused = answer?.kind === 'refused' ? answer : undefined;
  const form = useFocusOnErrors(refused);
  const busy = useNavigation().state === 'submitting';
  const typed = refused?.typed ?? scenes.scene_starts.map(formatMarkerTime).join('\n');
  const id = 'cut-scenes-scene_starts';
  return (
    <Form method="post" ref={form} className="console-form" noValidate key={typed}>
      <FormAlert message={refused?.formError ?? null} />
      <FieldFrame id={id} label="シーンの開始時刻" hint={HINT} error={refused?.errors.scene_starts}>
        {(described) => (
          <textarea
            id={id}
            name="scene_starts"
            className="console-field__input"
            rows={8}
            defaultValue={typed}
            {...described}
          />
        )}
      </FieldFrame>
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {busy ? '保存しています…' : '保存'}
      </button>
    </Form>
  );
}

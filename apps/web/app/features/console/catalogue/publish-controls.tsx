import { ConfirmAction } from '../confirm-action.tsx';
import { CATALOGUE_INTENT, CATALOGUE_INTENTS } from './catalogue-intents.ts';

/**
 * Publishing or unpublishing a title or episode, asked to confirm first; the question says what viewers will
 * notice. Unpublishing hides it and keeps what members bought (decision 0046), so nothing is deleted.
 */
export function PublishControls({
  what,
  name,
  published,
}: {
  what: '作品' | 'エピソード';
  name: string;
  published: boolean;
}) {
  return published ? (
    <ConfirmAction
      label="非公開にする"
      question={`「${name}」を非公開にしますか？視聴者には表示されなくなります（購入済みの会員の権利は残ります）。`}
      confirmLabel="非公開にする"
      fields={{ [CATALOGUE_INTENT]: CATALOGUE_INTENTS.unpublish }}
    />
  ) : (
    <ConfirmAction
      label="公開する"
      question={`この${what}「${name}」を公開しますか？配信期間の間、視聴者に表示されます。`}
      confirmLabel="公開する"
      fields={{ [CATALOGUE_INTENT]: CATALOGUE_INTENTS.publish }}
    />
  );
}

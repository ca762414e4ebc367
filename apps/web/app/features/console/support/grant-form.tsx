import { GRANT_DEFAULT_VALID_DAYS } from '@hanabi/contract';
import { Form } from 'react-router';
import { ConsoleField, ConsoleSelect } from '../console-form.tsx';
import { INTENT_FIELD, MEMBER_INTENTS, type SupportAnswer } from './support-answer.ts';

/**
 * Gift points or an episode ticket for the member, with the reason. The API decides whether it is given at
 * once or waits for approval (the small-grant limit), and says which.
 */
export function GrantForm({ answer }: { answer: SupportAnswer | undefined }) {
  const refused = answer?.kind === 'fields_refused' && answer.form === 'grant' ? answer : undefined;
  const errors = refused?.errors ?? {};
  const value = (name: string, fallback = '') => refused?.values[name] ?? fallback;
  return (
    <Form method="post" className="console-form">
      <input type="hidden" name={INTENT_FIELD} value={MEMBER_INTENTS.grant} />
      <ConsoleSelect
        form="grant"
        name="kind"
        label="付与するもの"
        errors={errors}
        defaultValue={value('kind', 'gift_points')}
      >
        <option value="gift_points">ギフトポイント</option>
        <option value="episode_ticket">エピソードチケット</option>
      </ConsoleSelect>
      <ConsoleField
        form="grant"
        name="points"
        label="ポイント数（ギフトポイント）"
        inputMode="numeric"
        errors={errors}
        defaultValue={value('points')}
      />
      <ConsoleField
        form="grant"
        name="points_valid_days"
        label="有効日数（受け取ってから）"
        inputMode="numeric"
        errors={errors}
        defaultValue={value('points_valid_days', String(GRANT_DEFAULT_VALID_DAYS))}
      />
      <ConsoleField
        form="grant"
        name="episode_id"
        label="エピソードID（エピソードチケット）"
        inputMode="numeric"
        errors={errors}
        defaultValue={value('episode_id')}
      />
      <ConsoleField
        form="grant"
        name="present_name"
        label="プレゼント名（会員に表示されます）"
        errors={errors}
        defaultValue={value('present_name')}
      />
      <ConsoleField
        form="grant"
        name="reason"
        label="付与の理由（承認者と操作履歴に残ります）"
        errors={errors}
        defaultValue={value('reason')}
      />
      <button type="submit" className="console-button console-button--primary">
        付与する
      </button>
    </Form>
  );
}

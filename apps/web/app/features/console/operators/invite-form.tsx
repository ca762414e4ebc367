import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES } from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { ConsoleField, ConsoleSelect, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import { INTENT_FIELD, type InviteValues, OPERATOR_INTENTS, type OperatorsAnswer } from './operators-answer.ts';

const EMPTY: InviteValues = { email: '', name: '', role: 'editor' };

/** Invite an operator: their address, the name the console shows, and the role they start with. */
export function InviteForm({ refused }: { refused: Extract<OperatorsAnswer, { kind: 'invite_refused' }> | undefined }) {
  const form = useFocusOnErrors(refused);
  const busy = useNavigation().formData?.get(INTENT_FIELD) === OPERATOR_INTENTS.invite;
  const values = refused?.values ?? EMPTY;
  const errors = refused?.errors ?? {};
  // A new key after each refusal puts the typed values back in the uncontrolled fields.
  return (
    <Form method="post" ref={form} className="console-form console-form--row" noValidate key={JSON.stringify(values)}>
      <FormAlert message={refused?.formError ?? null} />
      <input type="hidden" name={INTENT_FIELD} value={OPERATOR_INTENTS.invite} />
      <ConsoleField
        form="invite"
        name="email"
        label="メールアドレス"
        type="email"
        autoComplete="off"
        defaultValue={values.email}
        errors={errors}
        required
      />
      <ConsoleField
        form="invite"
        name="name"
        label="表示名"
        autoComplete="off"
        defaultValue={values.name}
        errors={errors}
        required
      />
      <ConsoleSelect form="invite" name="role" label="権限" errors={errors} defaultValue={values.role}>
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {OPERATOR_ROLE_LABELS[role]}
          </option>
        ))}
      </ConsoleSelect>
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {busy ? '招待しています…' : '招待する'}
      </button>
    </Form>
  );
}

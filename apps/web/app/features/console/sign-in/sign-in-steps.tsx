import type { TotpEnrollment } from '@hanabi/contract';
import { Form, Link, useNavigation } from 'react-router';
import { ConsoleField, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import { RETURN_PARAM } from '../return-path.ts';
import { SIGN_IN_STEPS, type SignInState, STEP_FIELD } from './sign-in-state.ts';

interface StepProps<S extends SignInState['step']> {
  state: Extract<SignInState, { step: S }>;
  /** The console page to come back to after signing in. */
  next: string;
}

function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <button type="submit" className="console-button console-button--primary" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

export function PasswordStep({ state, next }: StepProps<'password'>) {
  const form = useFocusOnErrors(state);
  return (
    <Form method="post" ref={form} className="console-form" noValidate>
      <FormAlert message={state.formError} />
      <input type="hidden" name={STEP_FIELD} value={SIGN_IN_STEPS.password} />
      <input type="hidden" name={RETURN_PARAM} value={next} />
      <ConsoleField
        form="sign-in"
        name="email"
        label="メールアドレス"
        type="email"
        autoComplete="username"
        defaultValue={state.email}
        errors={state.errors}
        required
      />
      <ConsoleField
        form="sign-in"
        name="password"
        label="パスワード"
        type="password"
        autoComplete="current-password"
        errors={state.errors}
        required
      />
      <SubmitButton label="次へ" busyLabel="確認しています…" />
    </Form>
  );
}

/** The first sign-in: register the authenticator app by its QR code, or by typing the secret. */
function Enrollment({ enrollment }: { enrollment: TotpEnrollment }) {
  return (
    <section className="console-enrollment" aria-labelledby="enrollment-heading">
      <h2 id="enrollment-heading" className="console-section-heading">
        認証アプリを登録してください
      </h2>
      <ol className="console-enrollment__steps">
        <li>スマートフォンの認証アプリ（Google Authenticator など）で、下のQRコードを読み取ってください。</li>
        <li>読み取れない場合は、アプリに次のキーを手入力してください。</li>
        <li>アプリに表示された6桁の確認コードを入力して、登録を完了してください。</li>
      </ol>
      <img
        className="console-enrollment__qr"
        src={enrollment.qr_code_data_url}
        alt="認証アプリに登録するためのQRコード"
        width={200}
        height={200}
      />
      <p className="console-enrollment__secret">
        手入力用のキー: <code>{enrollment.secret}</code>
      </p>
    </section>
  );
}

export function SecondFactorStep({ state, next }: StepProps<'second_factor'>) {
  const codeForm = useFocusOnErrors(state.recovery ? undefined : state);
  const recoveryForm = useFocusOnErrors(state.recovery ? state : undefined);
  const { enrollment } = state;
  return (
    <>
      {enrollment ? <Enrollment enrollment={enrollment} /> : null}
      <Form method="post" ref={codeForm} className="console-form" noValidate>
        <FormAlert message={state.recovery ? null : state.formError} />
        <input type="hidden" name={STEP_FIELD} value={SIGN_IN_STEPS.code} />
        <input type="hidden" name={RETURN_PARAM} value={next} />
        {enrollment ? (
          <>
            <input type="hidden" name="otpauth_uri" value={enrollment.otpauth_uri} />
            <input type="hidden" name="qr_code_data_url" value={enrollment.qr_code_data_url} />
            <input type="hidden" name="secret" value={enrollment.secret} />
          </>
        ) : null}
        <ConsoleField
          form="second-factor"
          name="code"
          label="確認コード（6桁）"
          hint="認証アプリに表示されている6桁の数字を入力してください。"
          inputMode="numeric"
          autoComplete="one-time-code"
          errors={state.recovery ? {} : state.errors}
          required
        />
        <SubmitButton label={enrollment ? '登録してログイン' : 'ログイン'} busyLabel="確認しています…" />
      </Form>
      {enrollment ? null : (
        <details className="console-recovery" open={state.recovery}>
          <summary>認証アプリを使えない場合（リカバリーコードでログイン）</summary>
          <Form method="post" ref={recoveryForm} className="console-form" noValidate>
            <FormAlert message={state.recovery ? state.formError : null} />
            <input type="hidden" name={STEP_FIELD} value={SIGN_IN_STEPS.recoveryCode} />
            <input type="hidden" name={RETURN_PARAM} value={next} />
            <ConsoleField
              form="second-factor"
              name="recovery_code"
              label="リカバリーコード"
              hint="認証アプリを登録したときに保存したコード（例: ab12-cd34-ef56）を1つ入力してください。使ったコードは再び使えません。"
              autoComplete="off"
              spellCheck={false}
              errors={state.recovery ? state.errors : {}}
              required
            />
            <SubmitButton label="リカバリーコードでログイン" busyLabel="確認しています…" />
          </Form>
        </details>
      )}
    </>
  );
}

/** Shown once, right after enrolment: the operator keeps the codes, then goes on. */
export function RecoveryCodesStep({ state, next }: StepProps<'recovery_codes'>) {
  return (
    <section className="console-recovery-codes" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" className="console-section-heading">
        リカバリーコードを保存してください
      </h2>
      <p className="console-alert console-alert--warning" role="status">
        スマートフォンをなくしたときなど、認証アプリを使えない場合に、これらのコードで1回ずつログインできます。このコードは今回しか表示されません。パスワード管理ツールなど、安全な場所に保存してください。
      </p>
      <ul className="console-recovery-codes__list">
        {state.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Link to={next} reloadDocument className="console-button console-button--primary">
        保存しました
      </Link>
    </section>
  );
}

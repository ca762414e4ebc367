import { Form } from 'react-router';
import { ConsoleField } from '../console-form.tsx';

/** The money pages' search: a member by e-mail, member id or festa id, and the API's refusal of it. */
export function MemberSearchForm({
  form,
  member,
  searchError,
}: {
  form: string;
  member: string;
  searchError: string | null;
}) {
  return (
    <section aria-labelledby={`${form}-search-heading`} className="console-section">
      <h2 id={`${form}-search-heading`} className="console-section-heading">
        会員を探す
      </h2>
      <Form method="get" className="console-form console-form--row" key={member}>
        <ConsoleField
          form={form}
          name="member"
          label="メールアドレス、会員ID、またはフェスタID"
          defaultValue={member}
          errors={{}}
          required
        />
        <div className="console-inline">
          <button type="submit" className="console-button console-button--primary">
            検索
          </button>
        </div>
      </Form>
      {searchError ? (
        <p className="console-alert console-alert--error" role="alert">
          {searchError}
        </p>
      ) : null}
    </section>
  );
}

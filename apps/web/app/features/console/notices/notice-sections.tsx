import type { AdminNoticeSection } from '@hanabi/contract';
import { Form } from 'react-router';
import { ConsoleField, FormAlert } from '../console-form.tsx';
import type { SectionAnswer } from './notice-section-actions.server.ts';
import { SECTION_INTENTS, type SectionFormValues } from './notice-section-values.ts';

export type SectionRefusal = Extract<SectionAnswer, { kind: 'section_refused' }>;

/** One section's fields in a row (`id` 0: the new section); its refusal beside its fields. */
function SectionForm({ id, current, refused }: { id: number; current: SectionFormValues; refused?: SectionRefusal }) {
  const mine = refused?.id === id ? refused : undefined;
  const values = mine?.values ?? current;
  const field = { form: `notice-section-${id}`, errors: mine?.errors ?? {} };
  return (
    <Form method="post" className="console-form console-form--row" noValidate key={JSON.stringify(values)}>
      <input type="hidden" name="intent" value={id === 0 ? SECTION_INTENTS.create : SECTION_INTENTS.update} />
      {id === 0 ? null : <input type="hidden" name="id" value={String(id)} />}
      <FormAlert message={mine?.formError ?? null} />
      <ConsoleField {...field} name="name" label="区分名" defaultValue={values.name} autoComplete="off" />
      <ConsoleField
        {...field}
        name="slug"
        label="スラッグ"
        hint="/notices?section={スラッグ}"
        defaultValue={values.slug}
        autoComplete="off"
      />
      <ConsoleField
        {...field}
        name="position"
        type="number"
        min={0}
        label="表示順"
        hint="小さいほど前"
        defaultValue={values.position}
      />
      <div className="console-inline">
        <button type="submit" className="console-button">
          {id === 0 ? '区分を作成' : '保存'}
        </button>
      </div>
    </Form>
  );
}

/** The sections viewers choose notices by, each editable for an operator who may write. */
export function NoticeSections({
  sections,
  canWrite,
  refused,
}: {
  sections: AdminNoticeSection[];
  canWrite: boolean;
  refused: SectionRefusal | undefined;
}) {
  if (!canWrite) {
    return (
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            {section.name}（{section.slug}・{section.notice_count}件）
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {sections.map((section) => (
        <div key={section.id} className="console-section">
          <h3 className="console-section-heading">
            {section.name}（{section.notice_count}件）
          </h3>
          <SectionForm
            id={section.id}
            current={{ name: section.name, slug: section.slug, position: String(section.position) }}
            refused={refused}
          />
        </div>
      ))}
      <div className="console-section">
        <h3 className="console-section-heading">区分を追加</h3>
        <SectionForm id={0} current={{ name: '', slug: '', position: '0' }} refused={refused} />
      </div>
    </>
  );
}

import type { AdminGenreGroup } from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { ConsoleField, ConsoleSelect, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import { GENRE_INTENTS, type GenresAnswer, type GenreValues, INTENT_FIELD } from './genres-answer.ts';

type Refused<K extends GenresAnswer['kind']> = Extract<GenresAnswer, { kind: K }> | undefined;

function useBusy(intent: string): boolean {
  return useNavigation().formData?.get(INTENT_FIELD) === intent;
}

/** Adds a genre group, placed last. */
export function CreateGroupForm({ refused }: { refused: Refused<'create_group_refused'> }) {
  const form = useFocusOnErrors(refused);
  const busy = useBusy(GENRE_INTENTS.createGroup);
  return (
    <Form method="post" ref={form} className="console-form console-form--row" noValidate key={refused?.name ?? ''}>
      <FormAlert message={refused?.formError ?? null} />
      <input type="hidden" name={INTENT_FIELD} value={GENRE_INTENTS.createGroup} />
      <ConsoleField
        form="create-group"
        name="name"
        label="ジャンルグループ名"
        autoComplete="off"
        defaultValue={refused?.name ?? ''}
        errors={refused?.errors ?? {}}
        required
      />
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {busy ? '追加しています…' : 'グループを追加'}
      </button>
    </Form>
  );
}

/** Adds a genre, placed last in the group chosen. */
export function CreateGenreForm({
  groups,
  refused,
}: {
  groups: AdminGenreGroup[];
  refused: Refused<'create_genre_refused'>;
}) {
  const form = useFocusOnErrors(refused);
  const busy = useBusy(GENRE_INTENTS.createGenre);
  const values: GenreValues = refused?.values ?? {
    name: '',
    name_kana: '',
    genre_group_id: String(groups[0]?.id ?? ''),
  };
  const errors = refused?.errors ?? {};
  return (
    <Form method="post" ref={form} className="console-form console-form--row" noValidate key={JSON.stringify(values)}>
      <FormAlert message={refused?.formError ?? null} />
      <input type="hidden" name={INTENT_FIELD} value={GENRE_INTENTS.createGenre} />
      <ConsoleField
        form="create-genre"
        name="name"
        label="ジャンル名"
        autoComplete="off"
        defaultValue={values.name}
        errors={errors}
        required
      />
      <ConsoleField
        form="create-genre"
        name="name_kana"
        label="よみがな"
        hint="ひらがな（カタカナはひらがなに直して保存します）"
        autoComplete="off"
        defaultValue={values.name_kana}
        errors={errors}
        required
      />
      <ConsoleSelect
        form="create-genre"
        name="genre_group_id"
        label="ジャンルグループ"
        errors={errors}
        defaultValue={values.genre_group_id}
      >
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </ConsoleSelect>
      <button type="submit" className="console-button console-button--primary" disabled={busy || groups.length === 0}>
        {busy ? '追加しています…' : 'ジャンルを追加'}
      </button>
    </Form>
  );
}

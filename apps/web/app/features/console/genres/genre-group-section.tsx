import './genres.css';
import type { AdminGenre, AdminGenreGroup } from '@hanabi/contract';
import { useState } from 'react';
import { Form } from 'react-router';
import { ConfirmAction } from '../confirm-action.tsx';
import { GENRE_INTENTS, INTENT_FIELD } from './genres-answer.ts';
import { MoveButtons } from './move-buttons.tsx';

interface GroupProps {
  group: AdminGenreGroup;
  groups: AdminGenreGroup[];
  index: number;
  canWrite: boolean;
}

function RenameGroup({ group }: { group: AdminGenreGroup }) {
  const id = `group-${group.id}-name`;
  return (
    <Form method="post" className="console-inline">
      <input type="hidden" name={INTENT_FIELD} value={GENRE_INTENTS.renameGroup} />
      <input type="hidden" name="id" value={group.id} />
      <label htmlFor={id} className="visually-hidden">
        「{group.name}」の新しい名前
      </label>
      <input id={id} name="name" className="console-field__input" defaultValue={group.name} required />
      <button type="submit" className="console-button">
        名前を変更
      </button>
    </Form>
  );
}

function EditGenre({ genre, groups }: { genre: AdminGenre; groups: AdminGenreGroup[] }) {
  const field = (name: string) => `genre-${genre.id}-${name}`;
  return (
    <details className="console-genre-edit">
      <summary>編集</summary>
      <Form method="post" className="console-form">
        <input type="hidden" name={INTENT_FIELD} value={GENRE_INTENTS.updateGenre} />
        <input type="hidden" name="id" value={genre.id} />
        <label htmlFor={field('name')}>ジャンル名</label>
        <input id={field('name')} name="name" className="console-field__input" defaultValue={genre.name} required />
        <label htmlFor={field('kana')}>よみがな</label>
        <input
          id={field('kana')}
          name="name_kana"
          className="console-field__input"
          defaultValue={genre.name_kana}
          required
        />
        <label htmlFor={field('group')}>ジャンルグループ（移すと、移した先の最後に並びます）</label>
        <select
          id={field('group')}
          name="genre_group_id"
          className="console-field__input"
          defaultValue={genre.genre_group_id}
        >
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
        <button type="submit" className="console-button console-button--primary">
          保存
        </button>
      </Form>
    </details>
  );
}

function MergeGenre({ genre, groups }: { genre: AdminGenre; groups: AdminGenreGroup[] }) {
  const others = groups.flatMap((group) =>
    group.genres.filter((other) => other.id !== genre.id).map((other) => ({ ...other, group: group.name })),
  );
  const [intoId, setIntoId] = useState(String(others[0]?.id ?? ''));
  const into = others.find((other) => String(other.id) === intoId);
  const selectId = `genre-${genre.id}-merge-into`;
  if (!into) return null;
  return (
    <div className="console-inline">
      <label htmlFor={selectId} className="visually-hidden">
        「{genre.name}」の統合先
      </label>
      <select id={selectId} value={intoId} onChange={(event) => setIntoId(event.target.value)}>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.group} / {other.name}
          </option>
        ))}
      </select>
      <ConfirmAction
        label="統合"
        question={`「${genre.name}」を「${into.name}」に統合しますか？「${genre.name}」の作品${genre.title_count}件は「${into.name}」に移り、「${genre.name}」は削除されます。元に戻せません。`}
        confirmLabel="統合する"
        fields={{ [INTENT_FIELD]: GENRE_INTENTS.mergeGenre, id: String(genre.id), into_genre_id: intoId }}
      />
    </div>
  );
}

/** One genre group: its place among the groups, its name, and its genres in the order viewers see them. */
export function GenreGroupSection({ group, groups, index, canWrite }: GroupProps) {
  const headingId = `genre-group-${group.id}`;
  return (
    <section aria-labelledby={headingId} className="console-section">
      <h2 id={headingId} className="console-section-heading">
        {index + 1}. {group.name}（{group.genres.length}ジャンル）
      </h2>
      {canWrite ? (
        <div className="console-actions">
          <MoveButtons
            intent={GENRE_INTENTS.moveGroup}
            fields={{ id: String(group.id) }}
            name={group.name}
            first={index === 0}
            last={index === groups.length - 1}
          />
          <RenameGroup group={group} />
        </div>
      ) : null}
      {group.genres.length === 0 ? (
        <p role="status">このグループにはまだジャンルがありません。</p>
      ) : (
        <div className="console-table-scroll">
          <table className="console-table">
            <caption className="visually-hidden">「{group.name}」のジャンル（表示順）</caption>
            <thead>
              <tr>
                <th scope="col">順</th>
                <th scope="col">ジャンル名</th>
                <th scope="col">よみがな</th>
                <th scope="col">作品数</th>
                {canWrite ? <th scope="col">操作</th> : null}
              </tr>
            </thead>
            <tbody>
              {group.genres.map((genre, place) => (
                <tr key={genre.id}>
                  <td>{place + 1}</td>
                  <th scope="row">{genre.name}</th>
                  <td>{genre.name_kana}</td>
                  <td>{genre.title_count}件</td>
                  {canWrite ? (
                    <td>
                      <div className="console-actions">
                        <MoveButtons
                          intent={GENRE_INTENTS.moveGenre}
                          fields={{ id: String(genre.id), group_id: String(group.id) }}
                          name={genre.name}
                          first={place === 0}
                          last={place === group.genres.length - 1}
                        />
                        <EditGenre genre={genre} groups={groups} />
                        <MergeGenre genre={genre} groups={groups} />
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

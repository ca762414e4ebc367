import type { AdminTag } from '@hanabi/contract';
import { useState } from 'react';
import { Form } from 'react-router';
import { ConfirmAction } from '../confirm-action.tsx';
import { CATALOGUE_INTENT, CATALOGUE_INTENTS } from './catalogue-intents.ts';
import type { TagAnswer } from './tag-actions.server.ts';
import './catalogue.css';

type NameRefusal = Extract<TagAnswer, { kind: 'name_refused' }> | undefined;

/** A tag's name, typed: a new tag's (`tagId` 0) or a rename; its refusal beside it. */
export function TagNameForm({ tagId, current, refused }: { tagId: number; current: string; refused: NameRefusal }) {
  const mine = refused?.tagId === tagId ? refused : undefined;
  const id = `tag-${tagId}-name`;
  const label = tagId === 0 ? '新しいタグ名' : `「${current}」の新しい名前`;
  return (
    <Form method="post" className="console-inline" noValidate key={mine ? `${mine.name}:${mine.message}` : current}>
      <input
        type="hidden"
        name={CATALOGUE_INTENT}
        value={tagId === 0 ? CATALOGUE_INTENTS.create : CATALOGUE_INTENTS.rename}
      />
      {tagId === 0 ? null : <input type="hidden" name="id" value={String(tagId)} />}
      <div className="console-field">
        <label htmlFor={id} className={tagId === 0 ? 'console-field__label' : 'visually-hidden'}>
          {label}
        </label>
        <input
          id={id}
          name="name"
          className="console-field__input"
          defaultValue={mine?.name ?? (tagId === 0 ? '' : current)}
          aria-invalid={mine ? true : undefined}
          aria-describedby={mine ? `${id}-error` : undefined}
          autoComplete="off"
        />
        {mine ? (
          <p id={`${id}-error`} className="console-field__error" role="alert">
            {mine.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="console-button">
        {tagId === 0 ? '作成' : '名前を変更'}
      </button>
    </Form>
  );
}

/** Merging a tag into another: pick the tag to keep, then confirm (the merged tag is removed). */
function MergeTag({ tag, others }: { tag: AdminTag; others: AdminTag[] }) {
  const [into, setInto] = useState('');
  const target = others.find((other) => String(other.id) === into);
  const id = `tag-${tag.id}-merge`;
  return (
    <div className="console-inline">
      <label htmlFor={id} className="visually-hidden">
        「{tag.name}」の統合先
      </label>
      <select id={id} value={into} onChange={(event) => setInto(event.target.value)}>
        <option value="">統合先を選ぶ</option>
        {others.map((other) => (
          <option key={other.id} value={String(other.id)}>
            {other.name}
          </option>
        ))}
      </select>
      <ConfirmAction
        label="統合"
        question={`「${tag.name}」を「${target?.name ?? ''}」に統合しますか？${tag.title_count}作品のタグが「${target?.name ?? ''}」になり、「${tag.name}」は削除されます。元に戻せません。`}
        confirmLabel="統合する"
        fields={{ [CATALOGUE_INTENT]: CATALOGUE_INTENTS.merge, id: String(tag.id), into_tag_id: into }}
        disabled={!target}
      />
    </div>
  );
}

/** Every tag with how many titles carry it; renaming and merging for an operator who may write. */
export function TagsTable({ tags, canWrite, refused }: { tags: AdminTag[]; canWrite: boolean; refused: NameRefusal }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">タグの一覧</caption>
        <thead>
          <tr>
            <th scope="col">タグ</th>
            <th scope="col">作品数</th>
            {canWrite ? <th scope="col">名前を変更</th> : null}
            {canWrite ? <th scope="col">統合</th> : null}
          </tr>
        </thead>
        <tbody>
          {tags.map((tag) => (
            <tr key={tag.id}>
              <th scope="row">{tag.name}</th>
              <td>{tag.title_count}作品</td>
              {canWrite ? (
                <td>
                  <TagNameForm tagId={tag.id} current={tag.name} refused={refused} />
                </td>
              ) : null}
              {canWrite ? (
                <td>
                  <MergeTag tag={tag} others={tags.filter((other) => other.id !== tag.id)} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

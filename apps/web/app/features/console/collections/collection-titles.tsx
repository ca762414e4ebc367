import type { AdminTitleSummary } from '@hanabi/contract';
import { Form, Link } from 'react-router';
import { ConsoleField } from '../console-form.tsx';
import { INTENT_FIELD } from '../genres/genres-answer.ts';
import { MoveButtons } from '../genres/move-buttons.tsx';
import { TITLE_INTENTS, TITLE_SEARCH_PARAM } from './collection-titles-answer.ts';

interface CollectionTitlesProps {
  /** What the list belongs to, in the headings (「特集」). */
  noun: string;
  titles: ReadonlyArray<{ id: number; name: string }>;
  canWrite: boolean;
  /** The search of titles to add, as typed, and what it found. */
  search: { q: string; found: readonly AdminTitleSummary[] };
}

function TitleButton({
  intent,
  titleId,
  label,
  name,
}: {
  intent: string;
  titleId: number;
  label: string;
  name: string;
}) {
  return (
    <Form method="post" className="console-move">
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name="title_id" value={titleId} />
      <button type="submit" className="console-button" aria-label={`「${name}」を${label}`}>
        {label}
      </button>
    </Form>
  );
}

/**
 * A collection's titles in their order (shared by features and dynamic landings): moved up and down, removed,
 * and added last by id or from a search of the catalogue. Each change is a form of its own and saves at once.
 */
export function CollectionTitles({ noun, titles, canWrite, search }: CollectionTitlesProps) {
  const inList = new Set(titles.map((title) => title.id));
  return (
    <section aria-labelledby="collection-titles-heading" className="console-section">
      <h2 id="collection-titles-heading" className="console-section-heading">
        {noun}の作品（{titles.length}件）
      </h2>
      {titles.length > 0 ? (
        <div className="console-table-scroll">
          <table className="console-table">
            <caption className="visually-hidden">{noun}の作品（表示順）</caption>
            <thead>
              <tr>
                <th scope="col">順</th>
                <th scope="col">作品</th>
                {canWrite ? <th scope="col">操作</th> : null}
              </tr>
            </thead>
            <tbody>
              {titles.map((title, index) => (
                <tr key={title.id}>
                  <td>{index + 1}</td>
                  <td>
                    <Link to={`/admin/titles/${title.id}`}>{title.name}</Link>
                    <span className="console-table__sub">ID: {title.id}</span>
                  </td>
                  {canWrite ? (
                    <td>
                      <div className="console-inline">
                        <MoveButtons
                          intent={TITLE_INTENTS.move}
                          fields={{ title_id: String(title.id) }}
                          name={title.name}
                          first={index === 0}
                          last={index === titles.length - 1}
                        />
                        <TitleButton intent={TITLE_INTENTS.remove} titleId={title.id} label="外す" name={title.name} />
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p role="status">作品がありません。作品のない{noun}は視聴者に表示されません。</p>
      )}
      {canWrite ? (
        <>
          <Form method="post" className="console-form console-form--row" aria-label="IDで作品を追加">
            <input type="hidden" name={INTENT_FIELD} value={TITLE_INTENTS.add} />
            <ConsoleField
              form="collection-add"
              name="title_id"
              label="作品のIDで追加"
              hint="作品の画面のアドレス（/admin/titles/ID）で確認できます。最後に追加されます。"
              inputMode="numeric"
              errors={{}}
              autoComplete="off"
            />
            <button type="submit" className="console-button console-button--primary">
              追加
            </button>
          </Form>
          <Form method="get" role="search" aria-label="追加する作品の検索" className="console-form console-form--row">
            <ConsoleField
              form="collection-search"
              name={TITLE_SEARCH_PARAM}
              type="search"
              label="作品名・よみがなで探す"
              errors={{}}
              defaultValue={search.q}
            />
            <button type="submit" className="console-button">
              検索
            </button>
          </Form>
          {search.q ? (
            search.found.length > 0 ? (
              <ul className="collection-search-results" aria-label="検索結果">
                {search.found.map((title) => (
                  <li key={title.id} className="console-inline">
                    <span>
                      {title.name}（ID: {title.id}）
                    </span>
                    {inList.has(title.id) ? (
                      <span>追加済み</span>
                    ) : (
                      <TitleButton intent={TITLE_INTENTS.add} titleId={title.id} label="追加" name={title.name} />
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p role="status">「{search.q}」に合う作品はありません。</p>
            )
          ) : null}
        </>
      ) : null}
    </section>
  );
}

import { type AdminFaqEntry, FAQ_TOPIC_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { ConfirmAction } from '../confirm-action.tsx';
import { formatJapanDateTime } from '../console-format.ts';
import { FAQ_INTENTS } from './faq-form-values.ts';

interface FaqTableProps {
  entries: AdminFaqEntry[];
  canWrite: boolean;
  /** The address of a row's change form, keeping the search and page. */
  editHref: (id: number) => string;
}

export function FaqTable({ entries, canWrite, editHref }: FaqTableProps) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">よくある質問の一覧</caption>
        <thead>
          <tr>
            <th scope="col">番号</th>
            <th scope="col">分類</th>
            <th scope="col">表示順</th>
            <th scope="col">質問</th>
            <th scope="col">状態</th>
            <th scope="col">更新日時</th>
            {canWrite ? <th scope="col">操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                {entry.draft ? (
                  entry.number
                ) : (
                  <a href={`/faq/${entry.number}`} target="_blank" rel="noreferrer">
                    {entry.number}
                    <span className="visually-hidden">（サイトで開く）</span>
                  </a>
                )}
              </th>
              <td>{FAQ_TOPIC_LABELS[entry.topic]}</td>
              <td>{entry.position}</td>
              <td>{entry.question}</td>
              <td>{entry.draft ? '下書き' : '公開中'}</td>
              <td>{formatJapanDateTime(entry.updated_at)}</td>
              {canWrite ? (
                <td>
                  <div className="console-inline">
                    <Link to={editHref(entry.id)} className="console-button">
                      編集<span className="visually-hidden">（{entry.number}）</span>
                    </Link>
                    <ConfirmAction
                      label="削除"
                      question={`よくある質問 ${entry.number}「${entry.question}」を削除しますか？ /faq/${entry.number} は見つからないページになります。一時的に隠すだけなら、編集で「下書き」にしてください。`}
                      confirmLabel="削除する"
                      fields={{ intent: FAQ_INTENTS.delete, id: String(entry.id) }}
                    />
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

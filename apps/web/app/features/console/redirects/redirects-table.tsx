import type { AdminRedirect } from '@hanabi/contract';
import { Link } from 'react-router';
import { ConfirmAction } from '../confirm-action.tsx';
import { formatJapanDateTime } from '../console-format.ts';
import { REDIRECT_INTENTS, REDIRECT_STATUS_LABELS } from './redirect-form-values.ts';

/** A row as the page shows it: `followed` is false when the lookup would refuse its location. */
export type RedirectRow = AdminRedirect & { followed: boolean };

interface RedirectsTableProps {
  redirects: RedirectRow[];
  canWrite: boolean;
  /** The address of a row's change form, keeping the search and page. */
  editHref: (id: number) => string;
}

export function RedirectsTable({ redirects, canWrite, editHref }: RedirectsTableProps) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">転送の一覧</caption>
        <thead>
          <tr>
            <th scope="col">転送元</th>
            <th scope="col">転送先</th>
            <th scope="col">種類</th>
            <th scope="col">状態</th>
            <th scope="col">更新日時</th>
            {canWrite ? <th scope="col">操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {redirects.map((redirect) => (
            <tr key={redirect.id}>
              <th scope="row">
                <code>{decodedPath(redirect.from_path)}</code>
              </th>
              <td>
                <code>{redirect.to_location}</code>
                {redirect.followed ? null : (
                  <p className="console-field__error">許可されていない転送先のため、視聴者は転送されません。</p>
                )}
              </td>
              <td>{REDIRECT_STATUS_LABELS[redirect.status]}</td>
              <td>{redirect.enabled ? '有効' : '無効'}</td>
              <td>{formatJapanDateTime(redirect.updated_at)}</td>
              {canWrite ? (
                <td>
                  <div className="console-inline">
                    <Link to={editHref(redirect.id)} className="console-button">
                      編集<span className="visually-hidden">（{decodedPath(redirect.from_path)}）</span>
                    </Link>
                    <ConfirmAction
                      label="削除"
                      question={`${decodedPath(redirect.from_path)} の転送を削除しますか？このパスは転送されなくなります。一時的に止めるだけなら、編集で「有効」を外してください。`}
                      confirmLabel="削除する"
                      fields={{ intent: REDIRECT_INTENTS.delete, id: String(redirect.id) }}
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

/** A stored path as an operator reads it (`/%E3%81%8A…` is `/お…`); as stored when it does not decode. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

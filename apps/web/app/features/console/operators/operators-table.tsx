import {
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  OPERATOR_STATUS_LABELS,
  type OperatorRole,
  type OperatorSummary,
} from '@hanabi/contract';
import { useState } from 'react';
import { ConfirmAction } from '../confirm-action.tsx';
import { formatJapanDateTime } from '../console-format.ts';
import { INTENT_FIELD, OPERATOR_INTENTS } from './operators-answer.ts';

function RoleChange({ operator }: { operator: OperatorSummary }) {
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const selectId = `operator-${operator.id}-role`;
  return (
    <div className="console-inline">
      <label htmlFor={selectId} className="visually-hidden">
        {operator.name}さんの権限
      </label>
      <select id={selectId} value={role} onChange={(event) => setRole(event.target.value as OperatorRole)}>
        {OPERATOR_ROLES.map((option) => (
          <option key={option} value={option}>
            {OPERATOR_ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      <ConfirmAction
        label="権限を変更"
        question={`${operator.name}さんの権限を「${OPERATOR_ROLE_LABELS[role]}」に変更しますか？`}
        confirmLabel="変更する"
        fields={{ [INTENT_FIELD]: OPERATOR_INTENTS.changeRole, id: String(operator.id), role }}
        disabled={role === operator.role}
      />
    </div>
  );
}

function RowActions({ operator }: { operator: OperatorSummary }) {
  const id = String(operator.id);
  const fields = (intent: string) => ({ [INTENT_FIELD]: intent, id });
  return (
    <div className="console-actions">
      <RoleChange operator={operator} />
      {operator.status === 'disabled' ? (
        <ConfirmAction
          label="停止を解除"
          question={`${operator.name}さんが再びログインできるようにしますか？`}
          confirmLabel="解除する"
          fields={fields(OPERATOR_INTENTS.enable)}
        />
      ) : (
        <ConfirmAction
          label="停止"
          question={`${operator.name}さんを停止しますか？ログインできなくなり、ログイン中のセッションも終了します。`}
          confirmLabel="停止する"
          fields={fields(OPERATOR_INTENTS.disable)}
        />
      )}
      <ConfirmAction
        label="セッションを終了"
        question={`${operator.name}さんのログイン中のセッションをすべて終了しますか？`}
        confirmLabel="終了する"
        fields={fields(OPERATOR_INTENTS.revokeSessions)}
        disabled={operator.active_sessions === 0}
      />
      <ConfirmAction
        label="ログイン情報をリセット"
        question={`${operator.name}さんのパスワードと認証アプリの登録を取り消し、新しい設定用リンクを発行しますか？`}
        confirmLabel="リセットする"
        fields={fields(OPERATOR_INTENTS.resetAccess)}
      />
    </div>
  );
}

/** Every operator on this page, with what an administrator may do to each — but to themselves. */
export function OperatorsTable({ operators, myId }: { operators: OperatorSummary[]; myId: number }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">オペレーターの一覧</caption>
        <thead>
          <tr>
            <th scope="col">名前</th>
            <th scope="col">権限</th>
            <th scope="col">状態</th>
            <th scope="col">認証アプリ</th>
            <th scope="col">ログイン中</th>
            <th scope="col">最終ログイン</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {operators.map((operator) => (
            <tr key={operator.id}>
              <th scope="row">
                {operator.name}
                <span className="console-table__sub">{operator.email}</span>
              </th>
              <td>{OPERATOR_ROLE_LABELS[operator.role]}</td>
              <td>
                <span className={`console-status console-status--${operator.status}`}>
                  {OPERATOR_STATUS_LABELS[operator.status]}
                </span>
              </td>
              <td>{operator.second_factor_enrolled ? '登録済み' : '未登録'}</td>
              <td>{operator.active_sessions}件</td>
              <td>{operator.last_signed_in_at ? formatJapanDateTime(operator.last_signed_in_at) : 'なし'}</td>
              <td>
                {operator.id === myId ? <span>あなた自身のアカウントです</span> : <RowActions operator={operator} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

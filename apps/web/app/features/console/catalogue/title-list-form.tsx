import { DISPLAY_GROUP_LABELS } from '@hanabi/contract';
import { Form, Link, useNavigation } from 'react-router';
import { ConsoleField, ConsoleSelect } from '../console-form.tsx';
import type { TitleListValues } from './title-list-query.ts';

const SORT_LABELS = { updated: '更新が新しい順', kana: '五十音順（よみがな）', newest: '配信開始が新しい順' };

/** Search and filters of the titles list, sent in the address (a GET form). */
export function TitleListForm({ values }: { values: TitleListValues }) {
  const searching = useNavigation().location?.pathname === '/admin/titles';
  const field = { form: 'titles', errors: {} };
  return (
    <Form
      method="get"
      role="search"
      aria-label="作品の検索"
      className="console-form console-form--row"
      key={JSON.stringify(values)}
    >
      <ConsoleField
        {...field}
        name="q"
        type="search"
        label="作品名・よみがな"
        hint="ひらがな・カタカナどちらでも探せます"
        defaultValue={values.q}
      />
      <ConsoleSelect {...field} name="status" label="公開状態" defaultValue={values.status}>
        <option value="">すべて</option>
        <option value="draft">下書き</option>
        <option value="published">公開済み（公開予定・配信終了を含む）</option>
      </ConsoleSelect>
      <ConsoleSelect {...field} name="display_group" label="表示グループ" defaultValue={values.display_group}>
        <option value="">すべて</option>
        {Object.entries(DISPLAY_GROUP_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleSelect {...field} name="r18" label="R18" defaultValue={values.r18}>
        <option value="">すべて</option>
        <option value="true">R18のみ</option>
        <option value="false">R18以外</option>
      </ConsoleSelect>
      <ConsoleSelect {...field} name="sort" label="並び順" defaultValue={values.sort}>
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </ConsoleSelect>
      <div className="console-inline">
        <button type="submit" className="console-button console-button--primary" disabled={searching}>
          {searching ? '検索しています…' : '検索'}
        </button>
        <Link to="/admin/titles" className="console-button console-button--quiet">
          条件をクリア
        </Link>
      </div>
    </Form>
  );
}

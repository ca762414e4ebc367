import { SEARCH_QUERY_MAX_LENGTH } from '@hanabi/contract';
import { useId } from 'react';
import { Form } from 'react-router';
import { SEARCH_PARAMS } from './search-query.ts';
import './search.css';

/**
 * The search box. A plain GET form (it works before any script runs): the query lands in the address, so
 * results can be shared and reloaded. The API matches hiragana, katakana and half-width forms alike.
 */
export function SearchForm({ text, fullText }: { text: string; fullText: boolean }) {
  const inputId = useId();
  return (
    <Form method="get" action="/search" role="search" className="search-form">
      <label htmlFor={inputId} className="visually-hidden">
        作品名・キーワード
      </label>
      <div className="search-form__row">
        <input
          id={inputId}
          type="search"
          name={SEARCH_PARAMS.query}
          defaultValue={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="作品名・キャスト・タグで探す"
          enterKeyHint="search"
          autoComplete="off"
          className="search-form__input"
        />
        <button type="submit" className="button button--primary search-form__submit">
          検索
        </button>
      </div>
      <label className="search-form__option">
        <input type="checkbox" name={SEARCH_PARAMS.fullText} value="1" defaultChecked={fullText} />
        あらすじからも探す
      </label>
    </Form>
  );
}

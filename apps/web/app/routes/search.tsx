import { type DisplayFormat, parseCookieHeader } from '@hanabi/api-client';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { SectionResultView } from '../components/section-result.tsx';
import { AGE_CHECK_META, AgeCheckPage } from '../features/age-check/age-check-page.tsx';
import { DisplayFormatSwitch } from '../features/search/display-format-switch.tsx';
import { SearchForm } from '../features/search/search-form.tsx';
import { loadSearch, readSearchView, type SearchView } from '../features/search/search-loader.server.ts';
import { SEARCH_PARAMS, searchPath } from '../features/search/search-query.ts';
import { type SearchResult, SearchResultList } from '../features/search/search-result-list.tsx';
import { UnsafeSearchSwitch } from '../features/search/unsafe-search-switch.tsx';
import { pageMeta, SITE_NAME, siteOriginOf } from '../features/seo/page-meta.ts';
import { TitleGrid } from '../features/title-card/title-grid.tsx';
import { getApi } from '../lib/api.server.ts';
import { BACKWARD_PATH_PARAM, backwardPathOf, CHECK_AGE_PARAM } from '../lib/guards/age-check-query.ts';
import { hasCheckedAge } from '../lib/guards/checked-age-cookie.server.ts';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData?.ageCheck) return AGE_CHECK_META;
  if (!loaderData) return [{ title: SITE_NAME }];
  const { input } = loaderData;
  const searched = input.kind === 'empty' ? null : input;
  return pageMeta({
    heading: searched ? `「${searched.text}」の検索結果` : '作品を探す',
    description: searched
      ? `「${searched.text}」に一致するアニメ作品の一覧です。`
      : '作品名、キャスト・スタッフ名、タグからアニメ作品を探せます。',
    origin: siteOriginOf(matches),
    path: searched ? searchPath(searched.text, searched.fullText) : '/search',
  });
};

/** Rendered on the server from the address (`?q=…`), so a result page can be shared and reloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = readSearchView(parseCookieHeader(request.headers.get('cookie')));
  const checkedAge = hasCheckedAge(request);
  if (url.searchParams.get(CHECK_AGE_PARAM) === 'true' && !checkedAge) {
    return { ageCheck: { backwardPath: backwardPathOf(url.searchParams.get(BACKWARD_PATH_PARAM)) }, view } as const;
  }
  return { ageCheck: null, view, ...(await loadSearch(getApi(context), url, view, checkedAge)) };
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.ageCheck) return <AgeCheckPage {...loaderData.ageCheck} />;
  return <SearchPage {...loaderData} />;
}

type SearchData = Exclude<Route.ComponentProps['loaderData'], { ageCheck: object }>;

function SearchPage({ input, results, mature, view }: SearchData) {
  const [format, setFormat] = useState<DisplayFormat>(view.displayFormat);
  const searched = input.kind === 'empty' ? null : input;
  return (
    <div className="page search-page">
      <h1 className="page__title">{searched ? `「${searched.text}」の検索結果` : '作品を探す'}</h1>
      <SearchForm text={searched?.text ?? ''} fullText={searched?.fullText ?? false} />
      <UnsafeSearchSwitch included={view.includeMature} />

      {input.kind === 'empty' ? <SearchGuide /> : null}
      {input.kind === 'too_long' ? (
        <p className="empty-note empty-note--error" role="alert">
          検索する言葉は100文字以内で入力してください。
        </p>
      ) : null}

      {results && input.kind === 'search' ? (
        <section className="section" aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="visually-hidden">
            検索結果
          </h2>
          <SectionResultView
            subject="検索結果"
            result={results}
            emptyText={`「${input.text}」に一致する作品は見つかりませんでした。別の言葉や、ひらがな・カタカナでもお試しください。${
              input.fullText ? '' : '「あらすじからも探す」にチェックを入れると、あらすじからも探せます。'
            }`}
          >
            {(list) => (
              <>
                <div className="search-toolbar">
                  <p className="search-toolbar__count" role="status">
                    {list.pagination.total.toLocaleString('ja-JP')}件の作品
                  </p>
                  <DisplayFormatSwitch format={format} onChange={setFormat} coachMarkHidden={view.coachMarkHidden} />
                </div>
                <Results items={list.items} format={format} label="検索結果" />
                <Pager pagination={list.pagination} param={SEARCH_PARAMS.page} label="検索結果のページ" />
              </>
            )}
          </SectionResultView>
        </section>
      ) : null}

      <MatureSection mature={mature} format={format} />
    </div>
  );
}

function Results({ items, format, label }: { items: SearchResult[]; format: DisplayFormat; label: string }) {
  return format === 'grid' ? (
    <TitleGrid titles={items} label={label} />
  ) : (
    <SearchResultList results={items} label={label} />
  );
}

/** Mature results in their own list, below the general ones; or, before the age check, the way to it. */
function MatureSection({ mature, format }: { mature: SearchData['mature']; format: SearchView['displayFormat'] }) {
  if (mature.kind === 'off') return null;
  return (
    <section className="section search-mature" aria-labelledby="search-mature-heading">
      <h2 id="search-mature-heading" className="section__heading">
        成人向け作品
      </h2>
      {mature.kind === 'age_check' ? (
        <div className="search-mature__gate">
          <p>成人向け作品の検索結果を見るには、年齢の確認が必要です。</p>
          <Link to={mature.checkPath} className="button button--outline">
            年齢を確認する
          </Link>
        </div>
      ) : (
        <SectionResultView
          subject="成人向け作品の検索結果"
          result={mature.result}
          emptyText="一致する成人向け作品はありません。"
        >
          {(list) => (
            <>
              <Results items={list.items} format={format} label="成人向け作品の検索結果" />
              <Pager
                pagination={list.pagination}
                param={SEARCH_PARAMS.maturePage}
                label="成人向け作品の検索結果のページ"
              />
            </>
          )}
        </SectionResultView>
      )}
    </section>
  );
}

function SearchGuide() {
  return (
    <div className="search-guide">
      <p>
        <strong>作品名、キャスト・スタッフ名、タグ</strong>から探せます。
      </p>
      <p>
        ひらがな・カタカナ・半角カナ・ローマ字のどれで入力しても見つかります（例:
        「はるしおん」「ﾊﾙｼｵﾝ」「harushion」）。
      </p>
      <p>あらすじの言葉で探すときは「あらすじからも探す」にチェックを入れてください。</p>
    </div>
  );
}

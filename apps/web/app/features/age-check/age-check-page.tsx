import { Link } from 'react-router';
import { BACKWARD_PATH_PARAM } from '../../lib/guards/age-check-query.ts';
import './age-check.css';

/** Where 「はい」 is sent (routes/age-check.ts). */
export const AGE_CHECK_ANSWER_PATH = '/age_check';

/** The document title of a page showing the age check; search engines keep the page out of their index. */
export const AGE_CHECK_META = [{ title: '年齢確認 | Hanabi' }, { name: 'robots', content: 'noindex' }];

/**
 * The age check a guarded page shows instead of its content (spec §4). It works without JavaScript: 「はい」
 * posts a plain form that records the answer and returns to `backwardPath`, 「いいえ」 is a link home.
 */
export function AgeCheckPage({ backwardPath }: { backwardPath: string }) {
  return (
    <section className="age-check" aria-labelledby="age-check-question" aria-describedby="age-check-explanation">
      <p className="age-check__mark" aria-hidden="true">
        18+
      </p>
      <h1 id="age-check-question" className="age-check__question">
        18歳以上ですか？
      </h1>
      <p id="age-check-explanation" className="age-check__explanation">
        このページには、18歳未満の方の閲覧に適さない内容が含まれています。18歳以上の方のみご覧いただけます。
      </p>
      <form method="post" action={AGE_CHECK_ANSWER_PATH} className="age-check__answers">
        <input type="hidden" name={BACKWARD_PATH_PARAM} value={backwardPath} />
        <button type="submit" className="button button--primary age-check__answer">
          はい
        </button>
        <Link to="/" className="button button--outline age-check__answer">
          いいえ
        </Link>
      </form>
      <p className="age-check__note">「はい」を選ぶと、この端末では1年間、年齢の確認を省略します。</p>
    </section>
  );
}

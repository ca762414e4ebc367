import { browserCookieStore } from '@hanabi/api-client';
import { useRevalidator } from 'react-router';
import { useCookiePlace } from '../../lib/use-cookie-place.ts';
import { saveUnsafeSearch } from './view-preferences.ts';

/** 「成人向け作品も検索する」: the `unsafe_search` setting, applied to the results at once. */
export function UnsafeSearchSwitch({ included }: { included: boolean }) {
  const cookiePlace = useCookiePlace();
  const revalidator = useRevalidator();
  return (
    <label className="search-form__option search-form__option--mature">
      <input
        type="checkbox"
        checked={included}
        disabled={revalidator.state === 'loading'}
        onChange={(event) => {
          saveUnsafeSearch(browserCookieStore(), event.currentTarget.checked, cookiePlace());
          void revalidator.revalidate();
        }}
      />
      成人向け作品も検索する
    </label>
  );
}

import { useLocation, useNavigation } from 'react-router';
import './navigation-progress.css';

/**
 * The pending state of every page's data (spec §9: idle, pending, success, error): while the next page
 * loads, a bar runs along the top of the screen and assistive technology hears that it is loading. When
 * the next page is another page (not the same list with other filters), a skeleton of a page covers the
 * one being left — after a short delay in CSS, so a quick navigation never flashes it.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state === 'idle') return null;
  const toAnotherPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <>
      <div className="navigation-progress" role="progressbar" aria-label="読み込み中" />
      {toAnotherPage ? <PageSkeleton /> : null}
    </>
  );
}

const SKELETON_CARDS = 6;

function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-hidden="true" data-testid="page-skeleton">
      <div className="page-skeleton__heading" />
      <div className="page-skeleton__line" />
      <div className="page-skeleton__grid">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
          <div key={index} className="page-skeleton__card" />
        ))}
      </div>
    </div>
  );
}

import { useNavigation } from 'react-router';

/**
 * The pending state of every page's data (spec §4: idle, pending, success, error): while the next page
 * loads, a bar runs along the top of the screen and assistive technology hears that it is loading.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="読み込み中" />;
}

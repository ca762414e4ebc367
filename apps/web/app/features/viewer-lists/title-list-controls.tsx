import { HideTitleControl } from './hide-title-control.tsx';
import { MylistLoginLink, MylistToggle } from './mylist-toggle.tsx';
import type { ViewerListState } from './viewer-list-state.ts';

/** The title page's mylist control, and for members the control that hides the title. */
export function TitleListControls({ titleId, viewer }: { titleId: number; viewer: ViewerListState | null }) {
  if (!viewer) return null;
  if (!viewer.signedIn) return <MylistLoginLink loginUrl={viewer.loginUrl} />;
  return (
    <div className="title-list-controls">
      <MylistToggle titleId={titleId} inMylist={viewer.inMylist} />
      <HideTitleControl titleId={titleId} hidden={viewer.hidden} />
    </div>
  );
}

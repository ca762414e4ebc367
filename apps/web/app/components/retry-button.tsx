import { useRevalidator } from 'react-router';

/** Loads the page's data again in place, for a section that failed: busy while it reloads. */
export function RetryButton({ label = '再読み込み' }: { label?: string }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <button
      type="button"
      className="button button--outline button--small"
      onClick={() => void revalidator.revalidate()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? '読み込み中…' : label}
    </button>
  );
}

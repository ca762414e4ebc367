import { useStaleChunkReloadHeldBack } from '../lib/deploys/stale-chunk.ts';
import './stale-chunk-notice.css';

/**
 * Shown when a page of an earlier build could not open the next page and has already reloaded for it in
 * the last 10 s (decision 0024): the viewer learns why nothing happens and reloads when they choose.
 */
export function StaleChunkNotice() {
  const heldBack = useStaleChunkReloadHeldBack();
  if (!heldBack) return null;
  return (
    <div className="stale-chunk-notice" role="alert">
      <p>Hanabiが更新されたため、ページを開けませんでした。少し時間をおいてから再読み込みしてください。</p>
      <button type="button" className="button button--small" onClick={() => window.location.reload()}>
        再読み込み
      </button>
    </div>
  );
}

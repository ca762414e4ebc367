import { useCallback, useEffect, useRef, useState } from 'react';
import { combinedView, lookAfterDeviceChange, lookAtFront } from './device-look.ts';
import { FRONT, type LookAngles, type ViewAngles } from './look-around.ts';
import { useDeviceOrientation } from './use-device-orientation.ts';
import { useLookControls } from './use-look-controls.ts';
import type { VrScene } from './vr-scene.ts';
import './vr-view.css';

type Status = 'preparing' | 'showing' | 'no-webgl' | 'not-loaded';

const FAILURES: Partial<Record<Status, string>> = {
  'no-webgl': 'このブラウザでは360°映像を表示できません。最新のChromeやSafariでお試しください。',
  'not-loaded': '360°映像の表示を準備できませんでした。通信環境をご確認のうえ、ページを再読み込みしてください。',
};

/**
 * The picture of a 360° (equirectangular) episode, to look around in. The player keeps playing `video`,
 * hidden, and shows this view in its place. The drawing (three.js) is loaded in the browser only, when the
 * view appears.
 */
export function VrView({ video }: { video: HTMLVideoElement | null }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<VrScene | null>(null);
  const lookRef = useRef<LookAngles>(FRONT);
  const deviceRef = useRef<ViewAngles | null>(null);
  const [status, setStatus] = useState<Status>('preparing');

  const show = useCallback(() => sceneRef.current?.show(combinedView(lookRef.current, deviceRef.current)), []);
  const lookTo = useCallback(
    (look: LookAngles) => {
      lookRef.current = look;
      show();
    },
    [show],
  );
  const followDevice = useCallback(
    (device: ViewAngles | null) => {
      lookRef.current = lookAfterDeviceChange(lookRef.current, deviceRef.current, device);
      deviceRef.current = device;
      show();
    },
    [show],
  );
  const orientation = useDeviceOrientation(followDevice);
  const controls = useLookControls(() => lookRef.current, lookTo);

  useEffect(() => {
    const stage = stageRef.current;
    if (video === null || stage === null) return;
    let unmounted = false;
    import('./vr-scene.ts').then(
      ({ createVrScene }) => {
        if (unmounted) return;
        try {
          sceneRef.current = createVrScene(stage, video);
        } catch {
          setStatus('no-webgl');
          return;
        }
        show();
        setStatus('showing');
      },
      () => {
        if (!unmounted) setStatus('not-loaded');
      },
    );
    return () => {
      unmounted = true;
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, [video, show]);

  const failure = FAILURES[status];
  return (
    <div className="vr-view">
      <div
        ref={stageRef}
        className="vr-view__stage"
        role="application"
        aria-label="360°映像。ドラッグ、矢印キー、または端末の向きで見回せます"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the view takes focus for its arrow keys; role="application" has screen readers pass them through.
        tabIndex={0}
        hidden={failure !== undefined}
        {...controls}
      />
      {status === 'showing' ? (
        <div className="vr-view__buttons">
          {orientation.available ? (
            <button
              type="button"
              className="vr-view__button"
              aria-pressed={orientation.following}
              onClick={() => void orientation.toggle()}
            >
              端末の向きで見回す
            </button>
          ) : null}
          <button type="button" className="vr-view__button" onClick={() => lookTo(lookAtFront(deviceRef.current))}>
            正面に戻す
          </button>
        </div>
      ) : null}
      {orientation.refused ? (
        <p className="vr-view__notice" role="status">
          端末の向きを使う許可が得られませんでした。ドラッグや矢印キーで見回せます。
        </p>
      ) : null}
      {failure === undefined ? null : (
        <p className="vr-view__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

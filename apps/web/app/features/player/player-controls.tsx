import { formatClock } from './clock-format.ts';
import {
  canUsePictureInPicture,
  setVolume,
  skipBy,
  toggleFullscreen,
  togglePictureInPicture,
  togglePlay,
} from './player-commands.ts';
import { PlayerIcon } from './player-icons.tsx';
import { SeekBar } from './seek-bar.tsx';
import { SettingsMenu, type SettingsMenuProps } from './settings-menu.tsx';
import type { VideoState } from './use-video-state.ts';

export interface PlayerControlsProps extends Omit<SettingsMenuProps, 'rate'> {
  video: HTMLVideoElement;
  container: HTMLElement;
  state: VideoState;
}

/** The control bar under the picture: every control a button or a slider with a Japanese name. */
export function PlayerControls({ video, container, state, ...settings }: PlayerControlsProps) {
  const { skipSeconds } = settings;
  const playing = !state.paused && !state.ended;
  return (
    <div className="player-controls">
      <SeekBar
        video={video}
        currentTime={state.currentTime}
        duration={state.duration}
        bufferedEnd={state.bufferedEnd}
      />
      <div className="player-controls__row">
        <button
          type="button"
          className="player-button"
          aria-label={playing ? '一時停止' : '再生'}
          onClick={() => togglePlay(video)}
        >
          <PlayerIcon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className="player-button"
          aria-label={`${skipSeconds}秒戻る`}
          onClick={() => skipBy(video, -skipSeconds)}
        >
          <PlayerIcon name="back" />
        </button>
        <button
          type="button"
          className="player-button"
          aria-label={`${skipSeconds}秒進む`}
          onClick={() => skipBy(video, skipSeconds)}
        >
          <PlayerIcon name="forward" />
        </button>
        <span className="player-controls__time">
          <span className="player-controls__current">{formatClock(state.currentTime)}</span> /{' '}
          {formatClock(state.duration)}
        </span>
        <span className="player-controls__spacer" />
        <button
          type="button"
          className="player-button"
          aria-label={state.muted ? 'ミュート解除' : 'ミュート'}
          onClick={() => {
            video.muted = !video.muted;
          }}
        >
          <PlayerIcon name={state.muted || state.volume === 0 ? 'muted' : 'volume'} />
        </button>
        <input
          className="player-volume"
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={state.muted ? 0 : state.volume}
          aria-label="音量"
          aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)}%`}
          onChange={(event) => setVolume(video, Number(event.currentTarget.value))}
        />
        <SettingsMenu rate={state.rate} {...settings} />
        {canUsePictureInPicture(video) ? (
          <button
            type="button"
            className="player-button"
            aria-label={state.pictureInPicture ? 'ピクチャーインピクチャーを終了' : 'ピクチャーインピクチャー'}
            onClick={() => togglePictureInPicture(video)}
          >
            <PlayerIcon name="pictureInPicture" />
          </button>
        ) : null}
        <button
          type="button"
          className="player-button"
          aria-label={state.fullscreen ? '全画面表示を終了' : '全画面表示'}
          onClick={() => toggleFullscreen(container)}
        >
          <PlayerIcon name={state.fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}

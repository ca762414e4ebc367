import type { EpisodeV2 } from '@hanabi/contract';
import { useRef } from 'react';
import { Link } from 'react-router';
import { isMature } from '../../lib/discreet-mode.ts';
import { playPath } from '../../lib/episode-paths.ts';
import { CutSwitchLink } from './cut-switch-link.tsx';
import { type MediaSessionInfo, NEUTRAL_MEDIA_SESSION } from './use-media-session.ts';
import { VideoPlayer } from './video-player.tsx';
import { WayInPanel } from './way-in-panel.tsx';
import './player.css';

export interface PlayerPageProps {
  episode: EpisodeV2;
  isMember: boolean;
  skipSeconds: number;
  signInUrl: string;
  /** Discreet mode is on: a mature title plays under neutral words on the lock screen (decision 0058). */
  discreet: boolean;
}

/** The episode's page: its player (or the way in), its name and title, and the neighbouring episodes. */
export function PlayerPage({ episode, isMember, skipSeconds, signInUrl, discreet }: PlayerPageProps) {
  const titleId = episode.title.id;
  const label = `${episode.prefix_name} ${episode.name}`;
  const mediaSession: MediaSessionInfo =
    discreet && isMature(episode.title)
      ? NEUTRAL_MEDIA_SESSION
      : { episodeLabel: label, titleName: episode.title.name, artwork: episode.thumbnail };
  const pathOf = (episodeId: number | null) => (episodeId === null ? null : playPath(titleId, episodeId));
  const previousPath = pathOf(episode.previous_episode_id);
  const nextPath = pathOf(episode.next_episode_id);
  const otherCutPath = pathOf(episode.other_cut_episode_id);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  return (
    <article className="player-page">
      {episode.playback ? (
        <VideoPlayer
          key={episode.id}
          episodeId={episode.id}
          episodeLabel={label}
          playback={episode.playback}
          isMember={isMember}
          videoRef={videoRef}
          initialSkipSeconds={skipSeconds}
          nextPath={nextPath}
          mediaSession={mediaSession}
        />
      ) : (
        <WayInPanel episode={episode} wayIn={episode.way_in ?? 'not_ready'} signInUrl={signInUrl} />
      )}
      <div className="player-page__body">
        <p className="player-page__title">
          <Link to={`/titles/${titleId}`}>{episode.title.name}</Link>
        </p>
        <h1 className="player-page__name">{label}</h1>
        {episode.summary ? <p className="player-page__summary">{episode.summary}</p> : null}
        <nav className="player-page__neighbours" aria-label="ほかのエピソード">
          {previousPath ? (
            <Link to={previousPath} className="button">
              前のエピソード
            </Link>
          ) : null}
          {otherCutPath ? (
            <CutSwitchLink
              to={otherCutPath}
              cut={episode.cut}
              episodeId={episode.id}
              isMember={isMember}
              videoRef={videoRef}
            />
          ) : null}
          {nextPath ? (
            <Link to={nextPath} className="button button--primary">
              次のエピソード
            </Link>
          ) : null}
        </nav>
      </div>
    </article>
  );
}

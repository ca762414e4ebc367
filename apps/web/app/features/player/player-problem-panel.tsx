import { type PlayerProblem, PROBLEM_TEXTS } from './player-problems.ts';

/** Over the picture: what went wrong and what the viewer can do. */
export function PlayerProblemPanel({ problem }: { problem: PlayerProblem }) {
  const { heading, advice } = PROBLEM_TEXTS[problem];
  return (
    <div className="player-problem" role="alert">
      <p className="player-problem__heading">{heading}</p>
      <p className="player-problem__advice">{advice}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        再読み込み
      </button>
    </div>
  );
}

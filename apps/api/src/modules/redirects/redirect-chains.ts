/**
 * What a saved redirect may not make (decision 0050): a redirect to its own page, a chain (a viewer sent on
 * twice: `/a` → `/b` while `/b` → `/c`) and a loop (`/a` → `/b` while `/b` → `/a`). A chain costs the
 * viewer a second round trip and hides where an address really leads; a loop ends in the browser's error.
 */
import { redirectKeyOf } from './lookup-redirect.route.ts';

/** A redirect as far as its path and where it leads. */
export interface RedirectEdge {
  fromPath: string;
  toLocation: string;
}

/**
 * The redirect key of the page of this site a location leads to — a path, or an absolute URL on the site's
 * own origin — or null for another site, which no redirect of ours can continue.
 */
export function sitePageKey(location: string, siteOrigin: string): string | null {
  const url = new URL(location, siteOrigin);
  return url.origin === new URL(siteOrigin).origin ? redirectKeyOf(url.pathname) : null;
}

export type ChainProblem =
  | { kind: 'loop'; via: RedirectEdge }
  | { kind: 'onward'; via: RedirectEdge }
  | { kind: 'incoming'; via: RedirectEdge };

/**
 * The first problem `saved` makes with the other enabled redirects: `onward` when its target page is
 * redirected again (`loop` when that leads straight back), `incoming` when another redirect leads to its path.
 * `targetRedirect` is the enabled redirect of the target page, `incoming` the enabled ones that might lead to
 * its path (the caller may pass more: only those that really lead there count).
 */
export function chainProblemOf(
  saved: RedirectEdge,
  siteOrigin: string,
  targetRedirect: RedirectEdge | undefined,
  incoming: readonly RedirectEdge[],
): ChainProblem | null {
  if (targetRedirect) {
    const back = sitePageKey(targetRedirect.toLocation, siteOrigin) === saved.fromPath;
    return { kind: back ? 'loop' : 'onward', via: targetRedirect };
  }
  const into = incoming.find((edge) => sitePageKey(edge.toLocation, siteOrigin) === saved.fromPath);
  return into ? { kind: 'incoming', via: into } : null;
}

/** The Japanese refusal of a problem, naming the redirect in the way so the operator can mend it. */
export function chainProblemMessage(saved: RedirectEdge, problem: ChainProblem): string {
  const { via } = problem;
  if (problem.kind === 'loop') {
    return `転送がループします（${saved.fromPath} → ${via.fromPath} → ${saved.fromPath}）。どちらかの転送先を変更してください。`;
  }
  if (problem.kind === 'onward') {
    return `転送先の ${via.fromPath} はさらに ${via.toLocation} へ転送されています。転送が続かないよう、転送先に ${via.toLocation} を直接入力してください。`;
  }
  return `${via.fromPath} からこのパスへの転送があるため、ここから転送すると転送が2回続きます。先に ${via.fromPath} の転送先を変更してください。`;
}

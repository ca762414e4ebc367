/**
 * What went wrong with playback, in the viewer's terms, and what they can do about it. Shaka reports errors
 * as category + code (+ data); the few that a viewer can act on are told apart, the rest say "try again".
 */
export type PlayerProblem = 'licence_refused' | 'outside_japan' | 'network' | 'unsupported_browser' | 'playback_failed';

export interface ProblemText {
  heading: string;
  advice: string;
}

export const PROBLEM_TEXTS: Readonly<Record<PlayerProblem, ProblemText>> = {
  licence_refused: {
    heading: 'この動画を再生する権利を確認できませんでした。',
    advice: 'ログインしているか、ご契約のプランや購入状況をご確認のうえ、ページを再読み込みしてください。',
  },
  outside_japan: {
    heading: 'この動画は日本国内でのみご覧いただけます。',
    advice: '日本国内からアクセスしてください。VPNをお使いの場合は解除してお試しください。',
  },
  network: {
    heading: '通信エラーのため再生できませんでした。',
    advice: '通信環境の良い場所で、ページを再読み込みしてください。',
  },
  unsupported_browser: {
    heading: 'お使いのブラウザでは再生できません。',
    advice: '最新版のChrome、Edge、Safari、Firefoxでお試しください。',
  },
  playback_failed: {
    heading: '動画を再生できませんでした。',
    advice: 'ページを再読み込みしてください。解決しない場合はお問い合わせください。',
  },
};

/** The parts of a shaka.util.Error read here (shaka's own numbering). */
export interface ShakaErrorLike {
  category: number;
  code: number;
  data: readonly unknown[];
}

const CATEGORY_NETWORK = 1;
const CATEGORY_DRM = 6;
const BAD_HTTP_STATUS = 1001;
const LICENSE_REQUEST_FAILED = 6007;
/** No key system of the configuration works in this browser. */
const REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE = 6001;
const HTTP_FORBIDDEN = 403;

function isShakaError(value: unknown): value is ShakaErrorLike {
  return typeof value === 'object' && value !== null && 'code' in value && 'category' in value && 'data' in value;
}

/** BAD_HTTP_STATUS carries [uri, status, …]. */
function httpStatusOf(error: ShakaErrorLike): number | undefined {
  const status = error.code === BAD_HTTP_STATUS ? error.data[1] : undefined;
  return typeof status === 'number' ? status : undefined;
}

export function problemOf(error: unknown): PlayerProblem {
  if (!isShakaError(error)) return 'playback_failed';
  if (error.code === LICENSE_REQUEST_FAILED) return 'licence_refused';
  if (error.code === REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE) return 'unsupported_browser';
  // Manifests and segments are refused only outside Japan (decision 0027).
  if (httpStatusOf(error) === HTTP_FORBIDDEN) return 'outside_japan';
  if (error.category === CATEGORY_NETWORK) return 'network';
  if (error.category === CATEGORY_DRM) return 'licence_refused';
  return 'playback_failed';
}

/**
 * The console's operators created by `npm run operator:create` between the product's preparation and its
 * start (playwright.config.ts), as an operator sets up a new instance: the first administrator, and one
 * operator per journey that needs one (編成, 経理) — a set-up link works once and the specs run side by side, so each spec
 * signs in its own operator. The embedded database opens in one process only, so the command cannot run beside
 * the started product. Each one-time set-up link is kept in the run's data folder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONSOLE_OPERATORS = {
  /** The first administrator (tests/admin-console.spec.ts). */
  admin: { email: 'admin@example.jp', name: '管理 花子', role: 'admin', password: '花火の夜に会いましょう2026' },
  /** The title journey's 編成 operator (tests/admin-title-journey.spec.ts). */
  catalogueEditor: {
    email: 'catalogue@example.jp',
    name: '編成 花子',
    role: 'editor',
    password: '花火大会は七時から2026',
  },
  /** The home carousel's 編成 operator (tests/home-carousel.spec.ts). */
  carouselEditor: {
    email: 'carousel@example.jp',
    name: '編成 次郎',
    role: 'editor',
    password: '夜空に大輪の花火2026',
  },
  /** The editorial journey's 編成 operator (tests/admin-editorial.spec.ts). */
  editorialEditor: {
    email: 'editorial@example.jp',
    name: '編成 三郎',
    role: 'editor',
    password: '夜空に咲く大輪の花2026',
  },
  /** The features journey's 編成 operator (tests/admin-features.spec.ts). */
  featuresEditor: {
    email: 'features@example.jp',
    name: '編成 四郎',
    role: 'editor',
    password: '特集の棚に花火を並べる2026',
  },
  /** The campaigns journey's 編成 operator (tests/admin-campaigns.spec.ts). */
  campaignsEditor: {
    email: 'campaigns@example.jp',
    name: '編成 五郎',
    role: 'editor',
    password: 'キャンペーンは花火のように2026',
  },
  /** The FAQ journey's 編成 operator (tests/admin-faq.spec.ts). */
  faqEditor: { email: 'faq@example.jp', name: '編成 六郎', role: 'editor', password: 'よくある質問に花火の答え2026' },
  /** The home order's 編成 operator (tests/admin-home-layout.spec.ts). */
  homeLayoutEditor: {
    email: 'home-layout@example.jp',
    name: '編成 七郎',
    role: 'editor',
    password: 'ホームの棚を花火で飾る2026',
  },
  /** The rules journey's 編成 operator (tests/admin-rules.spec.ts). */
  rulesEditor: {
    email: 'rules@example.jp',
    name: '編成 八郎',
    role: 'editor',
    password: '規約の改定は施行日から2026',
  },
  /** The editor picks' 編成 operator (tests/admin-picks.spec.ts). */
  picksEditor: {
    email: 'picks@example.jp',
    name: '編成 九郎',
    role: 'editor',
    password: 'おすすめの棚に花火を一番に2026',
  },
  /** The support journey's サポート operator (tests/admin-support.spec.ts). */
  supportAgent: {
    email: 'support@example.jp',
    name: 'サポート 太郎',
    role: 'support',
    password: '問い合わせには笑顔で2026',
  },
  /** The support journey's 経理 operator, who approves the large grant (tests/admin-support.spec.ts). */
  financeApprover: {
    email: 'finance@example.jp',
    name: '経理 次郎',
    role: 'accounting',
    password: '帳簿は毎日締めます2026',
  },
  /** The refund journey's 経理 operator (tests/admin-money.spec.ts). */
  finance: { email: 'refunds@example.jp', name: '経理 三郎', role: 'accounting', password: '打ち上げ花火の帳簿2026' },
} as const;

export type ConsoleOperator = keyof typeof CONSOLE_OPERATORS;

/** Where the product's start writes what `operator:create` printed for `who`. */
export function consoleSetupOutputFile(dataDir: string, who: ConsoleOperator): string {
  return join(dataDir, `console-${who}-setup.txt`);
}

/** The command that creates every operator above, each one's output kept in its own file. */
export function createConsoleOperatorsCommand(dataDir: string): string {
  return (Object.keys(CONSOLE_OPERATORS) as ConsoleOperator[])
    .map((who) => {
      const { email, role, name } = CONSOLE_OPERATORS[who];
      return `npm run --silent operator:create -- --email ${email} --role ${role} --name '${name}' > '${consoleSetupOutputFile(dataDir, who)}'`;
    })
    .join(' && ');
}

/** The set-up link `operator:create` printed for `who`. */
export function consoleSetupLink(who: ConsoleOperator): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it for the run');
  const printed = readFileSync(consoleSetupOutputFile(dataDir, who), 'utf8');
  const link = /https?:\/\/\S+\/admin\/setup\?token=[A-Za-z0-9_-]{43}/.exec(printed)?.[0];
  if (!link) throw new Error(`operator:create printed no set-up link for ${who}:\n${printed}`);
  return link;
}

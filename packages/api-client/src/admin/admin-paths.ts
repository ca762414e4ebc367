/** The paths of the operator API (apps/api, /admin/v1), in one place. */
export const ADMIN_API = {
  signIn: '/admin/v1/sign-in',
  secondFactor: '/admin/v1/sign-in/second-factor',
  session: '/admin/v1/session',
  me: '/admin/v1/me',
  setup: '/admin/v1/setup',
  operators: '/admin/v1/operators',
  auditLog: '/admin/v1/audit-log',
  titles: '/admin/v1/titles',
  episodes: '/admin/v1/episodes',
  tags: '/admin/v1/tags',
  genreGroups: '/admin/v1/genre-groups',
  genres: '/admin/v1/genres',
  tagOrder: '/admin/v1/tags/order',
  redirects: '/admin/v1/redirects',
  notices: '/admin/v1/notices',
  noticeSections: '/admin/v1/notice-sections',
  rules: '/admin/v1/rules',
  faq: '/admin/v1/faq',
  features: '/admin/v1/features',
  dynamicLandings: '/admin/v1/dynamic_landings',
  campaigns: '/admin/v1/campaigns',
  editorPicks: '/admin/v1/editor_picks',
  homeSlides: '/admin/v1/home_slides',
  homeLayouts: '/admin/v1/home_layouts',
  inquiries: '/admin/v1/inquiries',
  inquiryAssignees: '/admin/v1/inquiry-assignees',
  members: '/admin/v1/members',
  grants: '/admin/v1/grants',
  purchases: '/admin/v1/purchases',
  payments: '/admin/v1/payments',
  ledgerCheck: '/admin/v1/ledger-check',
  reports: '/admin/v1/reports',
} as const;

/** `/admin/v1/operators/{id}` followed by `suffix`. */
export function operatorPath(id: number, suffix = ''): string {
  return idPath(ADMIN_API.operators, id, suffix);
}

/** `{base}/{id}` followed by `suffix`, for the catalogue's paths. */
export function idPath(base: string, id: number, suffix = ''): string {
  return `${base}/${encodeURIComponent(id)}${suffix}`;
}

/** `/admin/v1/{titles|episodes|tags}/{id}` followed by `suffix`. */
export function catalogueItemPath(kind: 'titles' | 'episodes' | 'tags', id: number, suffix = ''): string {
  return `${ADMIN_API[kind]}/${encodeURIComponent(id)}${suffix}`;
}

/** `/admin/v1/titles/{id}` followed by `suffix`. */
export function adminTitlePath(id: number, suffix = ''): string {
  return `${ADMIN_API.titles}/${encodeURIComponent(id)}${suffix}`;
}

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
} as const;

/** `/admin/v1/operators/{id}` followed by `suffix`. */
export function operatorPath(id: number, suffix = ''): string {
  return `${ADMIN_API.operators}/${encodeURIComponent(id)}${suffix}`;
}

/** `/admin/v1/titles/{id}` followed by `suffix`. */
export function adminTitlePath(id: number, suffix = ''): string {
  return `${ADMIN_API.titles}/${encodeURIComponent(id)}${suffix}`;
}

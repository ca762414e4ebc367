/**
 * Operator roles and what each may do: the one permission matrix that the API enforces on every /admin/v1
 * operation and the console reads to hide what a role may not do (decision 0041). A new operation names one
 * of these permissions; a new permission is added here, to the matrix, and to its label.
 */

/** The roles, in the order the console lists them. */
export const OPERATOR_ROLES = ['admin', 'editor', 'support', 'accounting'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理者',
  editor: '編成',
  support: 'サポート',
  accounting: '経理',
};

/** Every permission an operator operation can require, as `<area>:<action>`. */
export const OPERATOR_PERMISSIONS = [
  'operators:manage',
  'audit:read',
  'catalogue:read',
  'catalogue:write',
  'video:write',
  'editorial:write',
  'inquiries:read',
  'inquiries:write',
  'members:read',
  'members:sessions',
  'grants:small',
  'grants:approve',
  'sales:read',
  'refunds:write',
  'ledger:read',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const OPERATOR_PERMISSION_LABELS: Record<OperatorPermission, string> = {
  'operators:manage': 'オペレーターの招待・権限変更・停止',
  'audit:read': '操作履歴の閲覧',
  'catalogue:read': '作品・エピソードの閲覧',
  'catalogue:write': '作品・エピソードの編集と公開',
  'video:write': '動画のアップロードと変換',
  'editorial:write': '特集・お知らせ・キャンペーンの編集',
  'inquiries:read': 'お問い合わせの閲覧',
  'inquiries:write': 'お問い合わせへの対応',
  'members:read': '会員情報の閲覧',
  'members:sessions': '会員のログイン中の端末からのログアウト',
  'grants:small': '少額のポイント・チケットの付与',
  'grants:approve': '上限を超える付与の承認',
  'sales:read': '売上の閲覧',
  'refunds:write': '返金の処理',
  'ledger:read': 'ポイント台帳の閲覧',
};

/**
 * The matrix. 管理者 may do everything, operators included; 編成 the catalogue, video and editorial lists;
 * サポート inquiries, members read-only (but for ending a member's sessions) and small grants; 経理 sales, refunds,
 * the ledger and the approval of a grant above the small-grant limit (two people for a large grant). Every role may
 * read the catalogue: support answers questions about titles, accounting reads what was sold.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  editor: ['catalogue:read', 'catalogue:write', 'video:write', 'editorial:write'],
  support: ['catalogue:read', 'inquiries:read', 'inquiries:write', 'members:read', 'members:sessions', 'grants:small'],
  accounting: ['catalogue:read', 'grants:approve', 'sales:read', 'refunds:write', 'ledger:read'],
};

export function roleHasPermission(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The permissions of a role, in the order of OPERATOR_PERMISSIONS. */
export function permissionsOf(role: OperatorRole): OperatorPermission[] {
  return OPERATOR_PERMISSIONS.filter((permission) => roleHasPermission(role, permission));
}

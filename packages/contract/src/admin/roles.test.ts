/**
 * The permission matrix, written out by hand: a permission given to or taken from a role by accident fails
 * here. A deliberate change edits both files.
 */
import { describe, expect, it } from 'vitest';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLE_LABELS, permissionsOf, roleHasPermission } from './roles.ts';

describe('the operator permission matrix', () => {
  it('labels the roles as the business names them', () => {
    expect(OPERATOR_ROLE_LABELS).toEqual({ admin: '管理者', editor: '編成', support: 'サポート', accounting: '経理' });
  });

  it('gives each role exactly its permissions', () => {
    expect(permissionsOf('admin')).toEqual([...OPERATOR_PERMISSIONS]);
    expect(permissionsOf('editor')).toEqual(['catalogue:read', 'catalogue:write', 'video:write', 'editorial:write']);
    expect(permissionsOf('support')).toEqual([
      'catalogue:read',
      'inquiries:read',
      'inquiries:write',
      'members:read',
      'members:sessions',
      'grants:small',
    ]);
    expect(permissionsOf('accounting')).toEqual([
      'catalogue:read',
      'grants:approve',
      'sales:read',
      'refunds:write',
      'ledger:read',
    ]);
  });

  it('keeps operators and the audit log to 管理者, and publishing away from サポート', () => {
    for (const role of ['editor', 'support', 'accounting'] as const) {
      expect(roleHasPermission(role, 'operators:manage'), role).toBe(false);
      expect(roleHasPermission(role, 'audit:read'), role).toBe(false);
    }
    expect(roleHasPermission('support', 'catalogue:write')).toBe(false);
    expect(roleHasPermission('editor', 'refunds:write')).toBe(false);
    // A large grant needs a second person: the サポート operator who asks cannot approve it.
    expect(roleHasPermission('support', 'grants:approve')).toBe(false);
  });
});

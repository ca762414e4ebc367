import { type OperatorMe, permissionsOf } from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { SessionIdentity } from '../../lib/operator-sessions.ts';

/** The signed-in operator as the console sees it: who, the role, and what the role may do. */
export function operatorMe(operator: SessionIdentity, sessionExpiresAt: Date): OperatorMe {
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    permissions: permissionsOf(operator.role),
    session_expires_at: toJapanIso(sessionExpiresAt),
  };
}

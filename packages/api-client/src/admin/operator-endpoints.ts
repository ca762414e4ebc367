import {
  type AuditLog,
  type AuditLogQuery,
  auditLogSchema,
  type OperatorInviteRequest,
  type OperatorList,
  type OperatorRole,
  type OperatorSetupLink,
  type OperatorSummary,
  operatorListSchema,
  operatorSetupLinkSchema,
  operatorSummarySchema,
  type PaginationQuery,
  type RevokedSessions,
  revokedSessionsSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import type { ResponseSchema } from '../http/schema.ts';
import { ADMIN_API, operatorPath } from './admin-paths.ts';

/** What is left out, the API fills in (page 1, 20 per page). */
export type OperatorListRequest = Partial<PaginationQuery>;
/** The audit log's filters and page; the API fills in what is left out. */
export type AuditLogRequest = Partial<PaginationQuery> & Omit<AuditLogQuery, 'page' | 'per_page'>;

/**
 * Managing operators (管理者 only) and reading the audit log. Every write is recorded in the audit log by the
 * API; a role without the permission gets 403 with a Japanese message.
 */
export function operatorEndpoints(http: HttpClient) {
  /** A POST without a payload carries an empty JSON object, as every state-changing call is JSON. */
  const act = <T>(id: number, suffix: string, schema: ResponseSchema<T>, options?: CallOptions) =>
    http.post(operatorPath(id, suffix), { ...options, body: {}, schema });

  return {
    /** GET /admin/v1/operators — every operator, paged. */
    getOperators: (query: OperatorListRequest = {}, options?: CallOptions): Promise<OperatorList> =>
      http.get(ADMIN_API.operators, { ...options, query, schema: operatorListSchema }),

    /** POST /admin/v1/operators — invites an operator; the answer holds the one-time set-up link to hand over. */
    inviteOperator: (invite: OperatorInviteRequest, options?: CallOptions): Promise<OperatorSetupLink> =>
      http.post(ADMIN_API.operators, { ...options, body: invite, schema: operatorSetupLinkSchema }),

    /** PUT /admin/v1/operators/{id}/role — gives the operator another role. */
    changeOperatorRole: (id: number, role: OperatorRole, options?: CallOptions): Promise<OperatorSummary> =>
      http.put(operatorPath(id, '/role'), { ...options, body: { role }, schema: operatorSummarySchema }),

    /** POST /admin/v1/operators/{id}/disable — the operator may no longer sign in; their sessions end. */
    disableOperator: (id: number, options?: CallOptions): Promise<OperatorSummary> =>
      act(id, '/disable', operatorSummarySchema, options),

    /** POST /admin/v1/operators/{id}/enable — a disabled operator may sign in again. */
    enableOperator: (id: number, options?: CallOptions): Promise<OperatorSummary> =>
      act(id, '/enable', operatorSummarySchema, options),

    /** POST /admin/v1/operators/{id}/reset-access — a new set-up link; password and authenticator start over. */
    resetOperatorAccess: (id: number, options?: CallOptions): Promise<OperatorSetupLink> =>
      act(id, '/reset-access', operatorSetupLinkSchema, options),

    /** DELETE /admin/v1/operators/{id}/sessions — ends every session of the operator. */
    revokeOperatorSessions: (id: number, options?: CallOptions): Promise<RevokedSessions> =>
      http.delete(operatorPath(id, '/sessions'), { ...options, schema: revokedSessionsSchema }),

    /** GET /admin/v1/audit-log — the audit log, newest first, filtered and paged. */
    getAuditLog: (query: AuditLogRequest = {}, options?: CallOptions): Promise<AuditLog> =>
      http.get(ADMIN_API.auditLog, { ...options, query, schema: auditLogSchema }),
  };
}

export type OperatorEndpoints = ReturnType<typeof operatorEndpoints>;

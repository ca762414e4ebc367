/** Who an audit entry names (decision 0042): the signed-in operator, from the request's client address, now. */
import type { AuditEntryInput } from '@hanabi/db';
import type { FastifyRequest } from 'fastify';
import { operatorOf } from './require-operator.ts';

export type AuditActor = Pick<AuditEntryInput, 'operatorId' | 'clientAddress' | 'at'>;

/** The operator of a request that passed `requireOperator`, at its address (TRUST_PROXY) and arrival. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return { operatorId: operatorOf(request).id, clientAddress: request.ip, at: request.receivedAt };
}

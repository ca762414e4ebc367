/** Who an audit entry names (decision 0042): the signed-in operator, from the request's client address, now. */
import type { AuditEntryInput } from '@hanabi/db';
import type { FastifyRequest } from 'fastify';
import { operatorOf } from './require-operator.ts';

export type AuditActor = Pick<AuditEntryInput, 'operatorId' | 'clientAddress' | 'at'>;

/** The actor of a request's operator, who is always someone (a command on the server is not). */
export type OperatorActor = AuditActor & { operatorId: number };

/** The operator of a request that passed `requireOperator`, at its address (TRUST_PROXY) and arrival. */
export function auditActorOf(request: FastifyRequest): OperatorActor {
  return { operatorId: operatorOf(request).id, clientAddress: request.ip, at: request.receivedAt };
}

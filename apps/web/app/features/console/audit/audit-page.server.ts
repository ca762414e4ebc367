import { ApiError } from '@hanabi/api-client';
import type { AuditLog, OperatorMe, OperatorSummary } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { consoleApi } from '../console-api.server.ts';
import type { FieldErrors } from '../form-errors.ts';
import { callAsOperator } from '../operator-session.server.ts';
import { type AuditFilterValues, auditFiltersOf, auditQueryOf } from './audit-filters.ts';

export interface AuditPage {
  values: AuditFilterValues;
  errors: FieldErrors;
  /** The API's refusal of the filters, when it had one the form did not foresee. */
  filterError: string | null;
  /** null when the filters were refused: nothing was asked. */
  log: AuditLog | null;
  operators: OperatorSummary[] | null;
}

/** The most operators the filter's list offers (the API's largest page). */
const OPERATOR_CHOICES = 100;

/**
 * The audit page's data: the filters of the address checked first (Japanese messages beside them), then the
 * log page they select and, for a role that may list operators, the operators to choose from.
 */
export async function loadAuditPage(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  operator: OperatorMe,
): Promise<AuditPage> {
  const api = consoleApi(args.context);
  const search = new URL(args.request.url).searchParams;
  const values = auditFiltersOf(search);
  const checked = auditQueryOf(values, search.get('page'));
  const operators = operator.permissions.includes('operators:manage')
    ? callAsOperator(args, () => api.getOperators({ per_page: OPERATOR_CHOICES })).then((page) => page.items)
    : Promise.resolve(null);
  if (!checked.ok) return { values, errors: checked.errors, filterError: null, log: null, operators: await operators };
  const log = await callAsOperator(args, async () => {
    try {
      return await api.getAuditLog(checked.query);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return error;
      throw error;
    }
  });
  if (log instanceof ApiError) {
    return { values, errors: {}, filterError: log.message, log: null, operators: await operators };
  }
  return { values, errors: {}, filterError: null, log, operators: await operators };
}

import type { AuditLogRequest } from '@hanabi/api-client/admin';
import { auditLogQuerySchema } from '@hanabi/contract';
import { parsePageParam, parseRouteId } from '../../../lib/route-params.ts';
import { type FieldErrors, fieldErrorsOf } from '../form-errors.ts';

/** The filters as the form and the address carry them; the period as days (yyyy-mm-dd) in Japan time. */
export const AUDIT_FILTER_FIELDS = ['operator_id', 'operation', 'target_type', 'target_id', 'from', 'to'] as const;
export type AuditFilterValues = Record<(typeof AUDIT_FILTER_FIELDS)[number], string>;

const DAY_MESSAGE = '日付は 2026-01-31 の形式で指定してください。';

export function auditFiltersOf(search: URLSearchParams): AuditFilterValues {
  const entries = AUDIT_FILTER_FIELDS.map((field) => [field, (search.get(field) ?? '').trim()]);
  return Object.fromEntries(entries) as AuditFilterValues;
}

/** The day as a UTC date, when it is a real one (2026-02-30 is not). */
function realDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? date : null;
}

/** Midnight at the start of a day in Japan time, as the API reads an instant. */
function japanMidnight(date: Date): string {
  return `${date.toISOString().slice(0, 10)}T00:00:00+09:00`;
}

type AuditQueryCheck = { ok: true; query: AuditLogRequest } | { ok: false; errors: FieldErrors };

/**
 * The API's query for the filters: from the first day's start to the next day after the last (the API's
 * `to` is exclusive), empty filters left out; or the Japanese message of each filter that is wrong.
 */
export function auditQueryOf(values: AuditFilterValues, page: string | null): AuditQueryCheck {
  const errors: FieldErrors = {};
  const from = values.from ? realDay(values.from) : undefined;
  const last = values.to ? realDay(values.to) : undefined;
  if (from === null) errors.from = DAY_MESSAGE;
  if (last === null) errors.to = DAY_MESSAGE;
  const to = last ? new Date(last.getTime() + 24 * 3600_000) : undefined;
  if (from && to && from >= to) errors.to = '終了日は開始日と同じか、それより後の日付を指定してください。';
  const operatorId = values.operator_id ? parseRouteId(values.operator_id) : undefined;
  if (operatorId === null) errors.operator_id = 'オペレーターを一覧から選んでください。';
  const query: AuditLogRequest = {
    page: parsePageParam(page),
    ...(operatorId ? { operator_id: operatorId } : {}),
    ...(values.operation ? { operation: values.operation } : {}),
    ...(values.target_type ? { target_type: values.target_type } : {}),
    ...(values.target_id ? { target_id: values.target_id } : {}),
    ...(from ? { from: japanMidnight(from) } : {}),
    ...(to ? { to: japanMidnight(to) } : {}),
  };
  const checked = auditLogQuerySchema.safeParse(query);
  const all = { ...(checked.success ? {} : fieldErrorsOf(checked.error)), ...errors };
  return Object.keys(all).length > 0 ? { ok: false, errors: all } : { ok: true, query };
}

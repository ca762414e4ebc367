import type { InquiryListRequest } from '@hanabi/api-client/admin';
import { INQUIRY_STATUSES, type InquiryStatus } from '@hanabi/contract';
import { parsePageParam, parseRouteId } from '../../../lib/route-params.ts';

export interface InquiryFilterValues {
  status: string;
  /** An operator id, `none` for nobody, or '' for anyone. */
  assignee: string;
  q: string;
}

/** The inbox's filters as the address holds them; what the API would refuse is left out, not sent. */
export function inquiryFiltersOf(search: URLSearchParams): {
  values: InquiryFilterValues;
  query: InquiryListRequest;
} {
  const values = {
    status: search.get('status') ?? '',
    assignee: search.get('assignee') ?? '',
    q: search.get('q') ?? '',
  };
  const status = (INQUIRY_STATUSES as readonly string[]).includes(values.status)
    ? (values.status as InquiryStatus)
    : undefined;
  const assigneeId = parseRouteId(values.assignee) ?? undefined;
  return {
    values,
    query: {
      page: parsePageParam(search.get('page')),
      status,
      assignee_id: assigneeId,
      unassigned: values.assignee === 'none' ? 'true' : undefined,
      q: values.q.trim().slice(0, 100) || undefined,
    },
  };
}

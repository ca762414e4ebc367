import { scheduledDeliveryListSchema, titleListQuerySchema } from '@hanabi/contract';
import { titleListDefinition, titleListRoute } from '../catalogue/title-list-route.ts';
import type { TitleListsService } from './title-lists.service.ts';

/** GET /v1/title/scheduled_deliveries — what starts later: titles, and next episodes of available titles. */
export const scheduledDeliveriesList = titleListDefinition({
  url: '/v1/title/scheduled_deliveries',
  summary: 'Titles and episodes to come',
  description:
    'Titles that become available after now (`next_episode` null), and titles available now whose next ' +
    'episode is released after now; the soonest `delivery_at` first unless `sort` says otherwise.',
  querystring: titleListQuerySchema,
  contents: scheduledDeliveryListSchema,
  list: (service: TitleListsService, query, scope) => service.scheduled(query, scope),
});

export const listScheduledDeliveriesRoute = titleListRoute(scheduledDeliveriesList);

import { scheduledEndListSchema, scheduledEndQuerySchema } from '@hanabi/contract';
import { titleListDefinition, titleListRoute } from '../catalogue/title-list-route.ts';
import type { TitleListsService } from './title-lists.service.ts';

/** GET /v1/title/scheduled_end_deliveries — titles whose distribution ends soon. */
export const scheduledEndDeliveriesList = titleListDefinition({
  url: '/v1/title/scheduled_end_deliveries',
  summary: 'Titles whose distribution ends soon',
  description:
    'Titles available now whose availability ends within `within_days` days (1–90, default 30); the ' +
    'soonest end first unless `sort` says otherwise.',
  querystring: scheduledEndQuerySchema,
  contents: scheduledEndListSchema,
  list: (service: TitleListsService, query, scope) => service.endingSoon(query, scope),
});

export const listScheduledEndDeliveriesRoute = titleListRoute(scheduledEndDeliveriesList);

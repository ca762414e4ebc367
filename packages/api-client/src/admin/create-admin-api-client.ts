import type { ApiClientConfig } from '../config.ts';
import { createHttpClient, type HttpClient } from '../http/http-client.ts';
import { type OperatorAuthEndpoints, operatorAuthEndpoints } from './operator-auth-endpoints.ts';
import { type OperatorEndpoints, operatorEndpoints } from './operator-endpoints.ts';
import { type TitleImageEndpoints, titleImageEndpoints } from './title-image-endpoints.ts';

/** The operator API's calls, on the same call rules and CSRF headers as the member API's. */
export type AdminApiClient = HttpClient & OperatorAuthEndpoints & OperatorEndpoints & TitleImageEndpoints;

/**
 * The operator console's client, apart from `createApiClient` so that no viewer page's bundle carries the
 * operator calls (the console's route chunks import `@hanabi/api-client/admin`, the viewer's never do).
 */
export function createAdminApiClient(config: ApiClientConfig): AdminApiClient {
  const http = createHttpClient(config);
  return { ...http, ...operatorAuthEndpoints(http), ...operatorEndpoints(http), ...titleImageEndpoints(http) };
}

import { type Health, healthSchema } from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function healthEndpoints(http: HttpClient) {
  return {
    /** GET /health */
    getHealth: (options?: CallOptions): Promise<Health> => http.get('/health', { ...options, schema: healthSchema }),
  };
}

export type HealthEndpoints = ReturnType<typeof healthEndpoints>;

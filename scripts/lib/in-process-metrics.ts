/**
 * On the embedded database the three services share the launcher's process: each one's metrics are served on
 * its own metrics port, when one is set (decision 0056).
 */
import { type MetricsListen, type ServiceMetrics, startMetricsServer } from '@hanabi/observability';

export async function startInProcessMetrics(
  services: { metrics: ServiceMetrics; listen: MetricsListen | undefined }[],
): Promise<{ close(): Promise<void> }> {
  const servers = await Promise.all(
    services.map(async ({ metrics, listen }) =>
      listen
        ? await startMetricsServer({
            ...listen,
            metrics: { contentType: metrics.registry.contentType, text: () => metrics.registry.metrics() },
          })
        : undefined,
    ),
  );
  return { close: async () => void (await Promise.all(servers.map((server) => server?.close()))) };
}

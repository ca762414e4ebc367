import type { StatusReport, StatusReporter } from '../status-report.ts';

/** The page's data layer (window.dataLayer), which tag managers read. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/** Puts the viewer's plan in the page variable `user_plan` on every refresh (spec §4). */
export function pageVariableReporter(host: DataLayerHost): StatusReporter {
  return {
    report({ plan }: StatusReport) {
      host.dataLayer ??= [];
      host.dataLayer.push({ user_plan: plan });
    },
  };
}

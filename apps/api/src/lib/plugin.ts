import type { FastifyPluginAsync, FastifyPluginOptions, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export interface PluginMeta {
  /** Unique name; other plugins list it in `dependencies`. */
  name: string;
  /** Names of plugins that must be registered first; Fastify refuses to boot otherwise. */
  dependencies?: string[];
}

type AppPlugin<Options extends FastifyPluginOptions> = FastifyPluginAsync<Options, RawServerDefault, ZodTypeProvider>;

/**
 * Declares an application-wide plugin: its decorators and hooks apply to the instance that registers it
 * (no encapsulation), it has a name, and Fastify checks its dependencies at boot.
 *
 * This is what the `fastify-plugin` package does, written with the symbols Fastify reads
 * (lib/plugin-utils.js), because that package is not a direct dependency of this workspace.
 */
export function appPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  plugin: AppPlugin<Options>,
  meta: PluginMeta,
): AppPlugin<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: meta.name,
    [Symbol.for('plugin-meta')]: { name: meta.name, dependencies: meta.dependencies ?? [] },
  });
  return plugin;
}

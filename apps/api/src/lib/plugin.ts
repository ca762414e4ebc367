import type { FastifyPluginAsync, FastifyPluginOptions, RawServerDefault } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
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
 * (no encapsulation), it has a name, and Fastify checks its dependencies at boot. Keeps the zod type
 * provider in the plugin's signature, which `fastify-plugin` alone would widen away.
 */
export function appPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  plugin: AppPlugin<Options>,
  meta: PluginMeta,
): AppPlugin<Options> {
  return fastifyPlugin(plugin, { name: meta.name, dependencies: meta.dependencies ?? [], fastify: '5.x' });
}

/**
 * Builds the API: external plugins, then the application's own plugins, then the modules. The instance is
 * returned before `ready()`, so callers (and tests) may still add to it; `listen` and `inject` make it ready.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { VENDOR_DRM_SYSTEMS } from '@hanabi/contract';
import type { Database } from '@hanabi/db';
import { createServiceMetrics, type ServiceMetrics } from '@hanabi/observability';
import { openMediaStorage } from '@hanabi/storage';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config.ts';
import { crashPoints } from './lib/crash-points.ts';
import { type LogDestination, loggerOptions } from './lib/logger.ts';
import { clientErrorHandler, frameworkErrors } from './lib/low-level-errors.ts';
import { mediaUrls } from './lib/media-url.ts';
import { adminCampaignsModule } from './modules/admin-campaigns/admin-campaigns.module.ts';
import { adminCatalogueModule } from './modules/admin-catalogue/admin-catalogue.module.ts';
import { adminDynamicLandingsModule } from './modules/admin-dynamic-landings/admin-dynamic-landings.module.ts';
import { adminEditorPicksModule } from './modules/admin-editor-picks/admin-editor-picks.module.ts';
import { adminFeaturesModule } from './modules/admin-features/admin-features.module.ts';
import { adminHomeLayoutsModule } from './modules/admin-home-layouts/admin-home-layouts.module.ts';
import { adminHomeSlidesModule } from './modules/admin-home-slides/admin-home-slides.module.ts';
import { adminMoneyModule } from './modules/admin-money/admin-money.module.ts';
import { adminSupportModule } from './modules/admin-support/admin-support.module.ts';
import { adminVideoModule } from './modules/admin-video/admin-video.module.ts';
import { auditLogModule } from './modules/audit-log/audit-log.module.ts';
import { campaignsModule } from './modules/campaigns/campaigns.module.ts';
import { episodesModule } from './modules/episodes/episodes.module.ts';
import { featuresModule } from './modules/features/features.module.ts';
import { genresModule } from './modules/genres/genres.module.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeLayoutsModule } from './modules/home-layouts/home-layouts.module.ts';
import { homeSlidesModule } from './modules/home-slides/home-slides.module.ts';
import { inquiriesModule } from './modules/inquiries/inquiries.module.ts';
import { landingsModule } from './modules/landings/landings.module.ts';
import { httpLicenseServers, type LicenseServers } from './modules/licenses/license-servers.ts';
import { licensesModule } from './modules/licenses/licenses.module.ts';
import { adminNoticesModule } from './modules/notices/admin-notices.module.ts';
import { noticesModule } from './modules/notices/notices.module.ts';
import { operatorsModule } from './modules/operators/operators.module.ts';
import { presentsModule } from './modules/presents/presents.module.ts';
import { purchasesModule } from './modules/purchases/purchases.module.ts';
import { rankingsModule } from './modules/rankings/rankings.module.ts';
import { recommendationsModule } from './modules/recommendations/recommendations.module.ts';
import { adminRedirectsModule } from './modules/redirects/admin-redirects.module.ts';
import { redirectsModule } from './modules/redirects/redirects.module.ts';
import { adminRulesPagesModule, rulesPagesModule } from './modules/rules-pages/rules-pages.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { sessionsModule } from './modules/sessions/sessions.module.ts';
import { titleImagesModule } from './modules/title-images/title-images.module.ts';
import { titleListsModule } from './modules/title-lists/title-lists.module.ts';
import { titlesModule } from './modules/titles/titles.module.ts';
import { databaseMemberLookup } from './modules/users/database-member-lookup.ts';
import { usersModule } from './modules/users/users.module.ts';
import { viewerListsModule } from './modules/viewer-lists/viewer-lists.module.ts';
import { viewerSettingsModule } from './modules/viewer-settings/viewer-settings.module.ts';
import { watchingModule } from './modules/watching/watching.module.ts';
import { findResumeSeconds } from './modules/watching/watching-positions.repository.ts';
import { answerValidatorsPlugin } from './plugins/app/answer-validators.ts';
import { csrfDefencePlugin } from './plugins/app/csrf-defence.ts';
import { databasePlugin } from './plugins/app/database.ts';
import { errorHandlingPlugin } from './plugins/app/error-handling.ts';
import { geoRestrictionPlugin } from './plugins/app/geo-restriction.ts';
import { jsonBodyPlugin } from './plugins/app/json-body.ts';
import { operationsPlugin } from './plugins/app/operations.ts';
import { operatorAuthPlugin } from './plugins/app/operator-auth.ts';
import { queryLengthPlugin } from './plugins/app/query-length.ts';
import { generateRequestId, requestIdPlugin } from './plugins/app/request-id.ts';
import { requestNowPlugin } from './plugins/app/request-now.ts';
import { testFaultsPlugin } from './plugins/app/test-faults.ts';
import { textInputPlugin } from './plugins/app/text-input.ts';
import { viewerPlugin } from './plugins/app/viewer.ts';
import { cookiePlugin } from './plugins/external/cookie.ts';
import { corsPlugin } from './plugins/external/cors.ts';
import { mediaPlugin } from './plugins/external/media.ts';
import { openApiPlugin } from './plugins/external/openapi.ts';

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildApiOptions {
  /** Opened by the caller, who also closes it after the API. */
  database: Database;
  config: ApiConfig;
  /** A logger to use as it is, or where to write the JSON log lines (default stdout, at config.logLevel). */
  logger?: FastifyBaseLogger | LogDestination;
  /** Vendor DRM licence servers (default: HTTP to the configured URLs); tests pass a sandbox. */
  licenseServers?: LicenseServers;
  /** The API's clock (default the system's); tests set it where their fixtures are. */
  clock?: () => Date;
  /** Where requests, the pool and the queue are counted (default: a registry of its own, decision 0056). */
  metrics?: ServiceMetrics;
}

export async function buildApi({
  database,
  config,
  logger,
  licenseServers,
  clock,
  metrics = createServiceMetrics('api'),
}: BuildApiOptions): Promise<ApiInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, config.appEnv, logger),
    genReqId: generateRequestId,
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    // During shutdown, let in-flight keep-alive requests finish normally instead of Fastify's raw 503 body.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
    // request.ip, which the geo restriction checks: X-Forwarded-For counts only from the configured proxies.
    trustProxy: [...config.trustProxy],
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Hooks first, so that they apply to every route registered afterwards. CORS comes before the rest so
  // that refusals (414, 400) still carry CORS headers and the web client can read them.
  await app.register(corsPlugin, { webOrigin: config.webOrigin });
  await app.register(cookiePlugin);
  await app.register(errorHandlingPlugin);
  await app.register(requestIdPlugin);
  await app.register(geoRestrictionPlugin, config.geoRestriction);
  // Tests only (never in production): after the geo restriction, which a viewer abroad meets first.
  if (config.testHooks) await app.register(testFaultsPlugin);
  await app.register(queryLengthPlugin);
  await app.register(csrfDefencePlugin, { webOrigin: config.webOrigin });
  await app.register(jsonBodyPlugin);
  await app.register(textInputPlugin);
  await app.register(requestNowPlugin, { appEnv: config.appEnv, clock });
  await app.register(databasePlugin, { database });
  await app.register(operationsPlugin, { metrics });
  await app.register(viewerPlugin);
  await app.register(answerValidatorsPlugin);

  // Then routes: documentation (before the others, so it sees them), media files, modules.
  await app.register(openApiPlugin, { apiOrigin: config.apiOrigin });
  const mediaStorage = openMediaStorage(config.mediaStorage);
  await app.register(mediaPlugin, { storage: mediaStorage });
  await app.register(healthRoutes);
  const media = mediaUrls(config.mediaBaseUrl);
  await app.register(titlesModule, { media, answerCacheSeconds: config.catalogueAnswerCacheSeconds });
  await app.register(titleListsModule, { media });
  await app.register(featuresModule, { media });
  await app.register(genresModule);
  await app.register(searchModule, { media });
  await app.register(rankingsModule, { media });
  await app.register(recommendationsModule, { media });
  await app.register(landingsModule, { media });
  await app.register(noticesModule);
  await app.register(homeSlidesModule, { media });
  await app.register(homeLayoutsModule);
  await app.register(campaignsModule, { media });
  const servers = licenseServers ?? httpLicenseServers(config.licenseServerUrls);
  const vendorSystems = VENDOR_DRM_SYSTEMS.filter((system) => servers[system] !== undefined);
  await app.register(episodesModule, {
    media,
    playback: { apiOrigin: config.apiOrigin, mediaBaseUrl: config.mediaBaseUrl, vendorSystems },
    resumeSeconds: findResumeSeconds,
  });
  await app.register(licensesModule, { servers });
  await app.register(usersModule, {
    members: databaseMemberLookup({ db: database.db, requestFormKey: config.requestFormKey }),
  });
  await app.register(presentsModule);
  await app.register(viewerListsModule, { media });
  await app.register(viewerSettingsModule);
  await app.register(watchingModule, { media });
  await app.register(inquiriesModule);
  await app.register(purchasesModule, { media, crashPoint: crashPoints(config.crashAt) });
  await app.register(sessionsModule, { cookie: config.sessionCookie });
  await app.register(redirectsModule);
  await app.register(rulesPagesModule);
  // The operator API (decision 0041): absent when OPERATOR_API is off, so /admin/v1 answers 404 there.
  if (config.operatorApi) {
    await app.register(operatorAuthPlugin);
    await app.register(operatorsModule, { cookie: config.sessionCookie, webOrigin: config.webOrigin });
    await app.register(auditLogModule);
    await app.register(adminCatalogueModule, { media });
    await app.register(adminMoneyModule);
    await app.register(titleImagesModule, { storage: mediaStorage, media });
    await app.register(adminHomeSlidesModule, { storage: mediaStorage, media });
    await app.register(adminHomeLayoutsModule);
    await app.register(adminFeaturesModule);
    await app.register(adminDynamicLandingsModule);
    await app.register(adminEditorPicksModule);
    await app.register(adminCampaignsModule);
    await app.register(adminVideoModule, {
      uploads: config.videoUploads,
      storage: config.mediaStorage,
      webOrigin: config.webOrigin,
    });
    await app.register(adminRedirectsModule, { siteOrigin: config.webOrigin });
    await app.register(adminNoticesModule);
    await app.register(adminRulesPagesModule);
    await app.register(adminSupportModule, { grantApprovalThresholdPoints: config.grantApprovalThresholdPoints });
  }

  return app;
}

export type { DemoEpisode, DemoGenreGroup, DemoTitle } from './catalogue-schema.ts';
export { demoArtworkList } from './demo-artwork-list.ts';
export type { DemoRedirect } from './demo-redirects.ts';
export type { DemoCatalogue } from './plan.ts';
export {
  type SeedDemoCatalogueOptions,
  type SeedDemoCatalogueResult,
  seedDemoCatalogue,
} from './seed-demo-catalogue.ts';

export { type ScaleCatalogue, type ScaleCatalogueOptions, writeScaleCatalogue } from './scale-catalogue.ts';

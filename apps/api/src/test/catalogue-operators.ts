/** A test API with a signed-in operator of each role the catalogue tests need (編成, サポート, 経理). */
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertOperator, signInOperator } from './operator-fixtures.ts';

export interface CatalogueOperators {
  api: TestApi;
  /** The hanabi_operator cookie of each. */
  editor: string;
  support: string;
  accounting: string;
}

export async function apiWithCatalogueOperators(): Promise<CatalogueOperators> {
  const api = await buildTestApi();
  const { db } = api.database;
  return {
    api,
    editor: await signInOperator(api, await insertOperator(db, 'editor')),
    support: await signInOperator(api, await insertOperator(db, 'support')),
    accounting: await signInOperator(api, await insertOperator(db, 'accounting')),
  };
}

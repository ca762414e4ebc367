/**
 * Public addresses and the country the IP-to-country database (decision 0014) gives each, checked against the
 * database when written: long-held allocations of Japanese carriers, universities and ISPs, and of networks
 * in other countries, IPv4 and IPv6. A data update that moves one of them is worth a look, not a shrug.
 */
export interface AddressInCountry {
  address: string;
  country: string;
}

export const ADDRESSES_IN_JAPAN: readonly AddressInCountry[] = [
  { address: '133.0.0.1', country: 'JP' },
  { address: '126.0.0.1', country: 'JP' },
  { address: '210.130.0.1', country: 'JP' },
  { address: '202.232.1.1', country: 'JP' },
  { address: '153.156.0.1', country: 'JP' },
  { address: '106.128.0.1', country: 'JP' },
  { address: '49.96.0.1', country: 'JP' },
  { address: '60.32.0.1', country: 'JP' },
  { address: '2001:240::1', country: 'JP' },
  { address: '2400:4050::1', country: 'JP' },
  { address: '2001:268:c000::1', country: 'JP' },
  { address: '240b:10::1', country: 'JP' },
  { address: '2409:10::1', country: 'JP' },
  { address: '2404:7a80::1', country: 'JP' },
  { address: '2001:c90::1', country: 'JP' },
  { address: '2001:200::1', country: 'JP' },
];

export const ADDRESSES_OUTSIDE_JAPAN: readonly AddressInCountry[] = [
  { address: '8.8.8.8', country: 'US' },
  { address: '1.1.1.1', country: 'AU' },
  { address: '193.0.6.139', country: 'NL' },
  { address: '211.234.0.1', country: 'KR' },
  { address: '168.126.63.1', country: 'KR' },
  { address: '114.114.114.114', country: 'CN' },
  { address: '223.5.5.5', country: 'CN' },
  { address: '81.2.69.142', country: 'GB' },
  { address: '200.160.0.1', country: 'BR' },
  { address: '2001:da8::1', country: 'CN' },
  { address: '2001:2d8::1', country: 'KR' },
  { address: '2001:b000::1', country: 'TW' },
  { address: '2001:ee0::1', country: 'VN' },
  { address: '2a01:4f8::1', country: 'DE' },
  { address: '2003::1', country: 'DE' },
  { address: '2001:67c:2e8::1', country: 'NL' },
  { address: '2600:1f18::1', country: 'US' },
];

/** One address of each side, for tests about something else than the database. */
export const JAPANESE_ADDRESS = '2400:4050::1';
export const AMERICAN_ADDRESS = '8.8.8.8';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appEnvSetting, logLevelSetting } from './app-env.ts';
import { ConfigError, configProblem, readSettings } from './read-settings.ts';
import { httpBaseUrl, httpOrigin, portSetting } from './urls.ts';

const schema = z.object({
  PORT: portSetting(4000),
  APP_ENV: appEnvSetting,
  LOG_LEVEL: logLevelSetting,
  SITE_ORIGIN: httpOrigin.default('http://localhost:3000'),
  API_URL: httpBaseUrl.optional(),
});
const lines = { heading: 'Invalid test configuration', layout: 'one per line' } as const;
const oneLine = { heading: 'Invalid test environment', layout: 'one line' } as const;

describe('readSettings', () => {
  it('is production with defaults when nothing is set, and counts blank values as unset', () => {
    const defaults = { PORT: 4000, APP_ENV: 'production', LOG_LEVEL: 'info', SITE_ORIGIN: 'http://localhost:3000' };
    expect(readSettings(schema, {}, lines)).toEqual(defaults);
    expect(readSettings(schema, { PORT: '', APP_ENV: '', LOG_LEVEL: '', SITE_ORIGIN: '', API_URL: '' }, lines)).toEqual(
      defaults,
    );
  });

  it('reads only the settings it names, keeping the origin of an origin and no trailing slash of a base URL', () => {
    const settings = readSettings(
      schema,
      {
        PORT: '0',
        APP_ENV: 'staging',
        LOG_LEVEL: 'debug',
        SITE_ORIGIN: 'https://Hanabi.Example:443/anime/',
        API_URL: 'https://api.hanabi.example/v//',
        PATH: '/usr/bin',
      },
      lines,
    );
    expect(settings).toEqual({
      PORT: 0,
      APP_ENV: 'staging',
      LOG_LEVEL: 'debug',
      SITE_ORIGIN: 'https://hanabi.example',
      API_URL: 'https://api.hanabi.example/v',
    });
  });

  it('names every invalid variable under the heading, one per line', () => {
    const read = () =>
      readSettings(schema, { PORT: '65536', APP_ENV: 'prod', SITE_ORIGIN: 'ftp://hanabi.example' }, lines);
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/^Invalid test configuration:\n✖ .*\n {2}→ at PORT\n✖ .*\n {2}→ at APP_ENV\n/);
    expect(read).toThrow(/✖ must be an http\(s\) URL\n {2}→ at SITE_ORIGIN/);
  });

  it('names every invalid variable on one line when asked to', () => {
    expect(() => readSettings(schema, { PORT: 'eighty', API_URL: 'localhost:4000' }, oneLine)).toThrow(
      /^Invalid test environment: PORT: [^\n;]+; API_URL: must be an http\(s\) URL$/,
    );
  });

  it('makes a refusal of its own carry the same heading, as an error the launcher prints without a stack', () => {
    const error = configProblem(lines, 'KEY must be set in production');
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.name).toBe('ConfigError');
    expect(error.message).toBe('Invalid test configuration:\nKEY must be set in production');
  });
});

import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './logger.ts';

describe('addresses as the log shows them', () => {
  it('hides the sealed member id and e-mail link tokens, however their names are encoded, and keeps the rest', () => {
    expect(withoutSecrets('/request_form?design=2&uid=AbC-12_x')).toBe('/request_form?design=2&uid=[redacted]');
    expect(withoutSecrets('/password/reset?token=s3cret&design=1')).toBe('/password/reset?token=[redacted]&design=1');
    expect(withoutSecrets('/confirm?%74oken=s3cret')).toBe('/confirm?%74oken=[redacted]');
    expect(withoutSecrets('/login?design=1&destination=%2Fmy')).toBe('/login?design=1&destination=%2Fmy');
    expect(withoutSecrets('/request_form')).toBe('/request_form');
  });
});

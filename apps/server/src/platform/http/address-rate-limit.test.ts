import { describe, expect, it } from 'vitest';
import { addressKey } from './address-rate-limit';

describe('the address a default rate limit counts', () => {
  it('is an IPv4 address as it is, and an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const home = addressKey('2001:db8:1:2:aaaa::1');
    expect(addressKey('2001:db8:1:2:bbbb::9')).toBe(home);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(home);
    expect(addressKey('2001:DB8:1:2::1')).toBe(home);
  });
});

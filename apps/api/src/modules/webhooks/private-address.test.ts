import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address.js';

describe('private addresses a production webhook may not reach', () => {
  it('refuses loopback, private, link-local and carrier-grade NAT IPv4', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.5',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it('lets public IPv4 through, next to the private ranges', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.1', '100.128.0.1', '192.169.0.1'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('refuses IPv6 loopback, unique-local, link-local, multicast and the unspecified address', () => {
    for (const ip of ['::1', '::', 'fd00::1', 'fc12:3456::1', 'fe80::1', 'FE80::abcd', 'ff02::1', '[::1]'])
      expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it('reads IPv4 inside IPv6: mapped, NAT64 and 6to4', () => {
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:7f00:1')).toBe(true);
    expect(isPrivateAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isPrivateAddress('64:ff9b::10.0.0.1')).toBe(true);
    expect(isPrivateAddress('64:ff9b::808:808')).toBe(false);
    expect(isPrivateAddress('2002:c0a8:0101::1')).toBe(true);
    expect(isPrivateAddress('2002:0808:0808::1')).toBe(false);
  });

  it('lets public IPv6 through and refuses what is not an address', () => {
    expect(isPrivateAddress('2a00:1450:4001:80b::200e')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('example.com')).toBe(true);
    expect(isPrivateAddress('')).toBe(true);
  });
});

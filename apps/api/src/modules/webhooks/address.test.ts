import { describe, expect, it } from 'vitest';
import { AddressRefused, checkUrlShape, classify, resolveChecked } from './address';
import type { AddressRules } from './address';

// Issue 14 (decision 544): the address rules of webhook endpoints, as production applies them (no loopback).

const table: Record<string, string[]> = {
  'loopback.evil.test': ['127.0.0.1'],
  'metadata.evil.test': ['169.254.169.254'],
  'private.evil.test': ['10.0.0.1'],
  'v6.evil.test': ['::1'],
  'public.example.test': ['93.184.216.34'],
};
const production: AddressRules = {
  allowLoopback: false,
  resolve: async (host) =>
    (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
};

async function refusal(raw: string, rules = production): Promise<string | null> {
  try {
    await resolveChecked(checkUrlShape(raw, rules), rules);
    return null;
  } catch (error) {
    if (error instanceof AddressRefused) return error.reason;
    throw error;
  }
}

describe('webhook address rules', () => {
  it('refuses http, and loopback, metadata and private addresses by IP or by a name resolving to them', async () => {
    expect(await refusal('http://127.0.0.1/hook')).toBe('scheme');
    expect(await refusal('http://169.254.169.254/latest/meta-data')).toBe('scheme');
    expect(await refusal('http://10.0.0.1/hook')).toBe('scheme');
    expect(await refusal('https://127.0.0.1/hook')).toBe('address');
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toBe('address');
    expect(await refusal('https://10.0.0.1/hook')).toBe('address');
    expect(await refusal('https://loopback.evil.test/hook')).toBe('address');
    expect(await refusal('https://metadata.evil.test/hook')).toBe('address');
    expect(await refusal('https://private.evil.test/hook')).toBe('address');
    expect(await refusal('https://v6.evil.test/hook')).toBe('address');
    expect(await refusal('https://[::1]/hook')).toBe('address');
    expect(await refusal('https://[::ffff:127.0.0.1]/hook')).toBe('address');
    expect(await refusal('https://[::ffff:a9fe:a9fe]/hook')).toBe('address');
    expect(await refusal('https://unknown.evil.test/hook')).toBe('resolve');
    expect(await refusal('https://public.example.test/hook')).toBeNull();
    expect(await refusal('https://93.184.216.34/hook')).toBeNull();
  });

  it('lets loopback (and http) through only when the test setting allows it; other ranges stay refused', async () => {
    const tests: AddressRules = { ...production, allowLoopback: true };
    expect(await refusal('http://127.0.0.1:8080/hook', tests)).toBeNull();
    expect(await refusal('http://loopback.evil.test/hook', tests)).toBeNull();
    expect(await refusal('http://169.254.169.254/', tests)).toBe('address');
    expect(await refusal('http://10.0.0.1/', tests)).toBe('address');
  });

  it('classifies the reserved ranges', () => {
    for (const ip of [
      '0.0.0.0',
      '100.64.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '224.0.0.1',
      'fe80::1',
      'fc00::1',
    ]) {
      expect({ ip, verdict: classify(ip) }).toEqual({ ip, verdict: 'blocked' });
    }
    expect(classify('8.8.8.8')).toBe('ok');
    expect(classify('2606:4700::1111')).toBe('ok');
  });

  it('refuses IPv6 tunnels to a refused IPv4 address: 6to4, Teredo, IPv4-compatible (decision 1049)', async () => {
    for (const ip of [
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2002:0a00:0001::', // 6to4 of 10.0.0.1
      '2002:7f00:1::1', // 6to4 of 127.0.0.1: not this machine's loopback
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '::a9fe:a9fe', // IPv4-compatible 169.254.169.254
      '::10.0.0.1',
    ]) {
      expect({ ip, verdict: classify(ip) }).toEqual({ ip, verdict: 'blocked' });
    }
    expect(await refusal('https://[2002:a9fe:a9fe::1]/hook')).toBe('address');
    expect(await refusal('https://[2002:7f00:1::1]/hook', { ...production, allowLoopback: true })).toBe(
      'address',
    );
    // 6to4 of a public address, and other public IPv6 addresses, stay allowed; ::1 stays loopback.
    expect(classify('2002:5db8:d822::1')).toBe('ok');
    expect(classify('2001:4860:4860::8888')).toBe('ok');
    expect(classify('::1')).toBe('loopback');
  });
});

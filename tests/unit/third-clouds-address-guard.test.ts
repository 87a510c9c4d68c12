import { describe, expect, it } from 'vitest';
import { addressPolicy, checkedAddress, isPublicAddress } from '../../server/features/third-clouds/address-guard';

describe('which addresses a connection test may call', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
  ])('refuses the IPv4 address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '::1',
    '::',
    '0:0:0:0:0:0:0:1',
    'fe80::1',
    'fe80::1%eth0',
    'febf:ffff::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
  ])('refuses the IPv6 address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:10.0.0.1',
    '0:0:0:0:0:ffff:a9fe:a9fe',
    '::ffff:192.168.0.1',
    '::127.0.0.1',
  ])('judges the IPv4 address inside %s, and refuses it', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '2a00:1450::1'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses what is not an address at all', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });

  it('allows every address only when the setting says so', () => {
    expect(addressPolicy(true)('127.0.0.1')).toBe(true);
    expect(addressPolicy(false)('127.0.0.1')).toBe(false);
  });

  it('refuses a name when any one of its addresses is not public, and answers the checked address otherwise', async () => {
    const resolve = async (host: string) =>
      ({ mixed: ['8.8.8.8', '10.0.0.1'], clean: ['8.8.8.8', '2606:4700::1111'] })[host] ?? [];
    await expect(checkedAddress('mixed', resolve, isPublicAddress)).rejects.toThrow('forbidden-address: 10.0.0.1');
    await expect(checkedAddress('clean', resolve, isPublicAddress)).resolves.toBe('8.8.8.8');
    await expect(checkedAddress('[::1]', resolve, isPublicAddress)).rejects.toThrow('forbidden-address: ::1');
    await expect(checkedAddress('none', resolve, isPublicAddress)).rejects.toThrow('unresolved');
  });
});

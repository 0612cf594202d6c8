import type { LookupAddress } from 'node:dns';
import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkedAddresses, pinnedTo, PushRefused, THE_INTERNET, type PushNetwork } from './push-network.ts';

const resolvingTo = (...addresses: LookupAddress[]): PushNetwork => ({ ...THE_INTERNET, resolve: async () => addresses });
const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

describe('where a push may go', () => {
  it('refuses a push service whose name resolves into a private, local or special network', async () => {
    for (const address of [
      v4('127.0.0.1'),
      v4('127.255.0.9'),
      v4('10.1.2.3'),
      v4('172.16.0.1'),
      v4('172.31.255.254'),
      v4('192.168.1.1'),
      v4('169.254.169.254'),
      v4('100.64.0.1'),
      v4('0.0.0.0'),
      v4('224.0.0.251'),
      v4('255.255.255.255'),
      v6('::1'),
      v6('::'),
      v6('fe80::1'),
      v6('fd12:3456::1'),
      v6('fc00::1'),
      v6('ff02::1'),
      v6('::ffff:127.0.0.1'),
      v6('::ffff:10.0.0.1'),
      v6('::ffff:7f00:1'),
      v6('::ffff:192.168.0.1'),
    ]) {
      await expect(checkedAddresses(resolvingTo(address), 'fcm.googleapis.com'), address.address).rejects.toThrow(PushRefused);
    }
  });

  it('refuses a name with any such address among public ones, and lets public addresses through', async () => {
    await expect(checkedAddresses(resolvingTo(v4('142.250.66.10'), v4('10.0.0.5')), 'fcm.googleapis.com')).rejects.toThrow('fcm.googleapis.com resolves to 10.0.0.5, where no push goes');
    const publicOnes = [v4('142.250.66.10'), v4('172.32.0.1'), v4('100.128.0.1'), v6('2404:6800:4006:80a::200a'), v6('::ffff:142.250.66.10')];
    expect(await checkedAddresses(resolvingTo(...publicOnes), 'fcm.googleapis.com')).toEqual(publicOnes);
  });

  it('lets a test allow loopback, and still checks every address its lookup gives', async () => {
    const open: PushNetwork = { resolve: async () => [v4('127.0.0.1')], refused: new BlockList(), port: 8443 };
    expect(await checkedAddresses(open, 'fcm.googleapis.com')).toEqual([v4('127.0.0.1')]);
  });

  it('connects only to the addresses checked, in whichever form the socket asks', async () => {
    const lookup = pinnedTo([v4('142.250.66.10'), v6('2404:6800:4006:80a::200a')]);
    const ask = (options: { all?: boolean; family?: number }) =>
      new Promise((resolve, reject) => lookup('fcm.googleapis.com', options, (error, address, family) => (error ? reject(error) : resolve({ address, family }))));
    expect(await ask({})).toEqual({ address: '142.250.66.10', family: 4 });
    expect(await ask({ family: 6 })).toEqual({ address: '2404:6800:4006:80a::200a', family: 6 });
    expect(await ask({ all: true })).toEqual({ address: [v4('142.250.66.10'), v6('2404:6800:4006:80a::200a')], family: undefined });
    expect(await ask({ family: 6, all: true })).toEqual({ address: [v6('2404:6800:4006:80a::200a')], family: undefined });
    await expect(new Promise((resolve, reject) => pinnedTo([v4('142.250.66.10')])('fcm.googleapis.com', { family: 6 }, (error) => (error ? reject(error) : resolve(null))))).rejects.toThrow('has no IPv6 address');
  });
});

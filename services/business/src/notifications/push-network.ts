import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, type LookupFunction } from 'node:net';
import { PUSH_SERVICE_PORT } from '@cobber/contracts';

/**
 * How pushes reach the push services. On the internet: the machine's own name lookup, the
 * addresses no push may go to, port 443. A test points a listed push service's name at a
 * local endpoint (and may let loopback through); nothing else changes.
 */
export interface PushNetwork {
  /** Every address a push service's name has now. */
  resolve(host: string): Promise<LookupAddress[]>;
  /** Addresses never connected to, whatever name led there. */
  refused: BlockList;
  port: number;
}

/**
 * Loopback, private, link-local, unique-local, shared (CGNAT), "this network", multicast and
 * reserved addresses: where the server's own network is, never a push service. A listed
 * name that resolves there is refused too: DNS can point anywhere. An IPv4 address written
 * as IPv6 (`::ffff:127.0.0.1`) meets the IPv4 ranges: Node's BlockList checks it as such.
 */
export function addressesNoPushGoesTo(): BlockList {
  const refused = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    refused.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of [
    // Unspecified, loopback and the old IPv4-compatible form.
    ['::', 96],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ] as const) {
    refused.addSubnet(network, prefix, 'ipv6');
  }
  return refused;
}

export const THE_INTERNET: PushNetwork = {
  resolve: (host) => lookup(host, { all: true, verbatim: true }),
  refused: addressesNoPushGoesTo(),
  port: PUSH_SERVICE_PORT,
};

/** A push that must not go where its name leads; never tried again. */
export class PushRefused extends Error {}

/** The push service's addresses, each checked; refused when there is none or any is one no push goes to. */
export async function checkedAddresses(network: PushNetwork, host: string): Promise<LookupAddress[]> {
  const addresses = await network.resolve(host);
  const forbidden = addresses.find(({ address, family }) => network.refused.check(address, family === 6 ? 'ipv6' : 'ipv4'));
  if (forbidden) throw new PushRefused(`${host} resolves to ${forbidden.address}, where no push goes`);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  return addresses;
}

/**
 * A name lookup that answers only the addresses already checked, so the connection goes
 * where the check looked: a second DNS answer between the check and the connect changes nothing.
 */
export function pinnedTo(addresses: LookupAddress[]): LookupFunction {
  return (host, options, callback) => {
    const fitting = options.family === 4 || options.family === 6 ? addresses.filter(({ family }) => family === options.family) : addresses;
    const first = fitting[0];
    if (!first) {
      callback(Object.assign(new Error(`${host} has no IPv${options.family} address`), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) callback(null, fitting);
    else callback(null, first.address, first.family);
  };
}

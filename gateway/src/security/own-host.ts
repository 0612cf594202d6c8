import { isIP } from 'node:net';
import os from 'node:os';
import { ErrorCode } from '@cobber/contracts';
import { HttpError } from '@cobber/kit';
import type { Context, Middleware } from 'koa';

/** The name a Host header asks for: lower case, without its port or an IPv6 address's brackets. */
export function hostName(host: string): string {
  const name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(1, name.indexOf(']') === -1 ? undefined : name.indexOf(']'));
  // A bare IPv6 address (as ALLOWED_HOSTS may list one) has no port to take off.
  if (isIP(name) === 6) return name;
  return name.replace(/:\d*$/, '').replace(/\.$/, '');
}

function isLoopback(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * Every name the request asks for: Host, and behind a trusted proxy each X-Forwarded-Host
 * entry too, since a rebound page may add one of its own in front of the proxy's.
 */
function namesAskedFor(ctx: Context): string[] {
  const forwarded = ctx.app.proxy ? ctx.get('x-forwarded-host').split(',') : [];
  return [ctx.get('host'), ...forwarded].map(hostName).filter((name) => name !== '');
}

/** How long the machine's addresses are kept before being read again: an address can come and go (DHCP, Wi-Fi). */
const REREAD_MS = 10_000;

/** The machine's own name and the addresses of its interfaces, read again now and then. */
class MachineNames {
  #names = new Set<string>();
  #readAt = -Infinity;

  has(name: string): boolean {
    if (Date.now() - this.#readAt > REREAD_MS) this.#read();
    return this.#names.has(name);
  }

  #read(): void {
    const names = new Set([os.hostname().toLowerCase()]);
    for (const addresses of Object.values(os.networkInterfaces())) {
      for (const { address } of addresses ?? []) names.add(address.toLowerCase());
    }
    this.#names = names;
    this.#readAt = Date.now();
  }
}

/**
 * DNS-rebinding defence: a page on a name its author controls can point that name at the
 * tradie's own machine, and the browser then treats our answers as that page's own. Such
 * a request carries the author's name in Host, so every request must name us: this
 * machine (localhost and *.localhost, loopback, the machine's name and its interfaces'
 * addresses), PUBLIC_URL's host, or a name in ALLOWED_HOSTS; any other answers 421. A
 * request without Host (HTTP/1.0) is let through: a browser always sends one.
 * The machine's own names stay allowed beside PUBLIC_URL: no other site can be reached
 * by them, and health checks and a proxy on the machine use them.
 */
export function requireOwnHost({ publicUrl, allowedHosts }: { publicUrl: string | undefined; allowedHosts: readonly string[] }): Middleware {
  const named = new Set([...allowedHosts.map(hostName), ...(publicUrl ? [hostName(new URL(publicUrl).host)] : [])]);
  const machine = new MachineNames();
  return async (ctx, next) => {
    const ours = (name: string) => named.has(name) || isLoopback(name) || machine.has(name);
    if (!namesAskedFor(ctx).every(ours)) {
      throw new HttpError(421, ErrorCode.misdirected, 'Cobber does not answer to this address. Open it at its own address, or add the name to ALLOWED_HOSTS.');
    }
    await next();
  };
}

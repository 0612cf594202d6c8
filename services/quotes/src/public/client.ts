import { CLIENT_ADDRESS_HEADER } from '@cobber/kit';
import type { Context } from 'koa';

const MAX_ADDRESS = 64;
const MAX_USER_AGENT = 512;

/** An IPv4 client seen on an IPv6 socket reads `::ffff:203.0.113.7`; people know it as `203.0.113.7`. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * Who is answering a public page: the address the gateway saw (its own header, never
 * X-Forwarded-For, which the client can write) and the browser's user agent, both capped.
 */
export function answeringClient(ctx: Context): { clientAddress: string | null; userAgent: string | null } {
  const address = ctx.get(CLIENT_ADDRESS_HEADER).trim();
  const userAgent = ctx.get('user-agent').trim();
  return {
    clientAddress: address ? plainAddress(address).slice(0, MAX_ADDRESS) : null,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
  };
}

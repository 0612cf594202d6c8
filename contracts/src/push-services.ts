/**
 * The push services browsers subscribe a phone with, and so the only hosts the server ever
 * sends a Web Push to: an endpoint elsewhere could make the server call into the network
 * it runs in. A name starting `*.` stands for any host under it. A browser gives an
 * endpoint of one of these: Chrome and Edge on Android Google's FCM, Firefox Mozilla's
 * autopush, Safari and iOS home-screen apps Apple's, Edge on Windows Microsoft's WNS.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com'] as const;

/** Push services listen on https's own port. */
export const PUSH_SERVICE_PORT = 443;

const escaped = (name: string) => name.replaceAll('.', '\\.');

// A label of letters, digits and single hyphens: every name it allows is one a URL parser takes.
const LABEL = '[a-z0-9]+(?:-[a-z0-9]+)*';

const host = (name: string) => (name.startsWith('*.') ? `(?:${LABEL}\\.)+${escaped(name.slice(2))}` : escaped(name));

/**
 * A push endpoint as browsers give it: `https://`, a listed host in lower case, port 443
 * (said or not), then the path. A pattern rather than a check in code, so the OpenAPI
 * document states the very rule the server keeps.
 */
export const PUSH_ENDPOINT_PATTERN = new RegExp(`^https://(?:${PUSH_SERVICE_HOSTS.map(host).join('|')})(?::${PUSH_SERVICE_PORT})?/`);

/** Whether the server may send a push to this endpoint. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  return PUSH_ENDPOINT_PATTERN.test(endpoint) && URL.canParse(endpoint);
}

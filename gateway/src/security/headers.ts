import type { Middleware } from 'koa';
import { DRAWN_PAGE_SCRIPT_CSP } from '../frontends/drawn-page-script.ts';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Stripe's Payment Element (the deposit screen) loads Stripe.js, frames its card form
  // and calls its API (docs.stripe.com/security/guide, "Content Security Policy").
  // The one inline script, by its hash: a drawn screen's (noting taps, starting the app once painted).
  `script-src 'self' ${DRAWN_PAGE_SCRIPT_CSP} https://js.stripe.com`,
  "frame-src https://js.stripe.com https://hooks.stripe.com",
  // Radix and Tailwind set inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * What a page may ask the browser for: the microphone (a job's notes spoken) and the camera
 * (a job's photos) on Cobber's own pages, and the Payment Request API on ours and in
 * Stripe's Payment Element, whose frame offers Apple Pay and Google Pay through it
 * (w3.org/TR/payment-request, "Permissions Policy integration"). Every other feature
 * Chromium knows is denied to the page and to any frame in it; a name it does not know
 * would only log an error in its console.
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'payment=(self "https://js.stripe.com")',
  ...[
    'accelerometer',
    'autoplay',
    'bluetooth',
    'browsing-topics',
    'clipboard-read',
    'clipboard-write',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'identity-credentials-get',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'midi',
    'otp-credentials',
    'picture-in-picture',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'storage-access',
    'usb',
    'web-share',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** Security headers on every answer (ASVS V3); HSTS only when the app is on HTTPS. */
export function securityHeaders({ https }: { https: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (https || ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}

import { describe, expect, it } from 'vitest';
import { SavePushSubscription } from './notifications.ts';
import { isPushServiceEndpoint, PUSH_SERVICE_HOSTS } from './push-services.ts';

const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

describe('push service endpoints', () => {
  it('takes the endpoints browsers give', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dRq8nV0B:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMQ5oHCx',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD',
      'https://fcm.googleapis.com:443/fcm/send/x',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
      expect(SavePushSubscription.safeParse({ endpoint, keys }).success, endpoint).toBe(true);
    }
  });

  it('refuses anything else: another host, another port, plain http, an address, a look-alike', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/fcm.googleapis.com/x',
      'https://fcm.googleapis.com@127.0.0.1/x',
      'https://user@fcm.googleapis.com/x',
      'https://FCM.googleapis.com/x',
      'https://fcm.googleapis.com./x',
      'https://fcm.googleapis.com',
      'https://notify.windows.com/w/x',
      'https://xn--80ak6aa92e.notify.windows.com/x',
      'https://127.0.0.1/x',
      'https://127.1/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
      expect(SavePushSubscription.safeParse({ endpoint, keys }).error?.issues[0]?.path, endpoint).toEqual(['endpoint']);
    }
  });

  it('lists each push service once, a wildcard only at the start', () => {
    expect(new Set(PUSH_SERVICE_HOSTS).size).toBe(PUSH_SERVICE_HOSTS.length);
    for (const host of PUSH_SERVICE_HOSTS) expect(host).toMatch(/^(\*\.)?[a-z0-9.-]+$/);
  });
});

// Phone notifications, imported by the service worker (scripts/build-service-worker.ts):
// shows what the business service pushed (contracts PushMessage) and opens its screen on a tap.
const APP_ICON = '/icons/icon-192.png';

/** Only a path of this app: a push never sends the owner elsewhere. */
function appLink(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' ? message.title : 'Cobber';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: APP_ICON,
      badge: APP_ICON,
      data: { link: appLink(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(appLink(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const app = open.find((client) => new URL(client.url).origin === self.location.origin);
      if (app) {
        await app.focus();
        return app.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});

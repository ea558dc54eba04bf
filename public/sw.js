/*
 * The site's service worker: shows push notifications (spec 000 §7). While a window of the site is
 * visible, the message goes to it and shows as a toast (foreground); otherwise it is a system
 * notification (background). It caches nothing, so every page comes from the server as before.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPush(event) {
  if (!event.data) return { title: 'Balcão', body: '' };
  try {
    const data = event.data.json();
    const notification = data.notification || data;
    return { title: String(notification.title || 'Balcão'), body: String(notification.body || ''), url: notification.url || data.url };
  } catch {
    return { title: 'Balcão', body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.find((client) => client.visibilityState === 'visible');
      if (visible) {
        visible.postMessage({ type: 'push', title: push.title, body: push.body });
        return;
      }
      await self.registration.showNotification(push.title, {
        body: push.body,
        icon: '/themes/default/favicon.svg',
        data: { url: push.url || '/account/home' },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/account/home', self.location.origin);
  // Only addresses of this site are opened.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) {
        await open.focus();
        return open.navigate(url.href);
      }
      return self.clients.openWindow(url.href);
    })(),
  );
});

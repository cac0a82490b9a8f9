import { notifications } from '@mantine/notifications';
import { OFFLINE_MESSAGES, type ReconnectEnv } from './reconnect.ts';

const TOAST_ID = 'offline-retrying';

/** The browser's side of sendWithReconnect: navigator.onLine, the 'online' event, a Mantine toast. */
export const browserReconnectEnv: ReconnectEnv = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  now: () => Date.now(),
  wait: (ms) =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('online', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      window.addEventListener('online', done);
    }),
  showRetrying: () => {
    notifications.clean();
    notifications.show({
      id: TOAST_ID,
      title: OFFLINE_MESSAGES.retrying,
      message: OFFLINE_MESSAGES.retryingDetail,
      color: 'orange',
      loading: true,
      autoClose: false,
      withCloseButton: false,
    });
  },
  hideRetrying: () => notifications.hide(TOAST_ID),
};

import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client.ts';
import { OfflineError } from './reconnect.ts';

/** The one place failed writes become docs/rules.md §10 'Error' toasts: server message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof OfflineError) return error.message;
  return fallback;
}

// docs/rules.md §10: one toast at a time; a new one replaces the old rather than queueing behind it.
function show(data: Parameters<typeof notifications.show>[0]): void {
  notifications.clean();
  notifications.show(data);
}

export function notifyError(error: unknown, fallback: string): void {
  show({ title: 'Error', message: errorMessage(error, fallback), color: 'red' });
}

export function notifySuccess(title: string, message?: string): void {
  show({ title, message: message ?? '', color: 'teal' });
}

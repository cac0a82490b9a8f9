import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client.ts';

/** The one place failed writes become product-spec §8 'Error' toasts: server message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

export function notifyError(error: unknown, fallback: string): void {
  notifications.show({ title: 'Error', message: errorMessage(error, fallback), color: 'red' });
}

export function notifySuccess(title: string, message?: string): void {
  notifications.show({ title, message: message ?? '', color: 'teal' });
}

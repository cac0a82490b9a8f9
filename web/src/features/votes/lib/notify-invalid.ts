import { notifications } from '@mantine/notifications';

/**
 * docs/rules.md §5 and §10: a ballot that breaks a rule before it is sent ('Invalid votes'). Not an
 * 'Error' toast (nothing failed), but it follows the app's one-toast-at-a-time rule.
 */
export function notifyInvalidVotes(message: string): void {
  notifications.clean();
  notifications.show({ title: 'Invalid votes', message, color: 'orange' });
}

import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast container, a chunk of its own (app/providers.tsx loads it when the first toast
 * is shown): with the transitions, the swipe to dismiss and the scroll lock it brings,
 * about 8 KB compressed that a page's first wave of code no longer carries.
 */
export default function ToastContainer() {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  // docs/rules.md §10 toasts: one at a time, 5 s, at most 420px wide from medium screens up.
  return (
    <Notifications limit={1} autoClose={5000} containerWidth={420} position={wide ? 'bottom-right' : 'top-center'} />
  );
}

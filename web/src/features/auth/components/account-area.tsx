import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { preloadableLazy } from '../../../lib/preloadable-lazy.tsx';
import { useUser } from '../hooks/use-user.ts';
import { SignInButton } from './sign-in-button.tsx';

// The menu (Menu, Popover, floating-ui) and the display-name rule (protocol, with zod) load
// only once someone is signed in, keeping them out of the first load for visitors.
const UserMenu = preloadableLazy('user-menu', () => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

const placeholder = <Skeleton height={32} width={32} circle />;

/** The header's right side: a placeholder while loading, then the sign-in button or the user menu. */
export function AccountArea() {
  const { user, isLoading } = useUser();
  if (isLoading) return placeholder;
  if (!user) return <SignInButton />;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu user={user} />
    </Suspense>
  );
}

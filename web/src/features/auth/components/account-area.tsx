import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useUser } from '../hooks/use-user.ts';
import { AccountTrigger } from './account-trigger.tsx';
import { SignInButton } from './sign-in-button.tsx';

// The menu (Menu, Popover, floating-ui) loads only once someone is signed in, keeping it out of
// the first load for visitors; and on a page drawn ahead of the app, once the app has the page.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

const placeholder = <Skeleton height={32} width={32} circle />;

/** The header's right side: a placeholder while loading, then the sign-in button or the user menu. */
export function AccountArea() {
  const { user, isLoading } = useUser();
  const hydrated = useHydrated();
  if (isLoading) return placeholder;
  if (!user) return <SignInButton />;
  // A page drawn ahead of the app shows the menu's trigger alone, a stand-in: the menu's code
  // loads once the app has the page, which it hydrates without waiting for it (on a slow phone
  // the page answers sooner; its first action is never the menu). Were the menu drawn and its
  // code not in, React would hold every update through the page's contexts (a tab, a navigation)
  // until it could hydrate it.
  const standIn = <AccountTrigger user={user} ready={false} />;
  if (!hydrated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu user={user} />
    </Suspense>
  );
}

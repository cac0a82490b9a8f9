import type { User } from '@clipclub/protocol/http/auth';
import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { preloadableLazy } from '../../../lib/preloadable-lazy.tsx';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useUser } from '../hooks/use-user.ts';
import { AccountTrigger } from './account-trigger.tsx';
import { SignInButton } from './sign-in-button.tsx';

// The menu (Menu, Popover, floating-ui) loads only once someone is signed in, keeping it out of
// the first load for visitors.
const UserMenu = preloadableLazy('user-menu', () => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

const placeholder = <Skeleton height={32} width={32} circle />;

/** The menu's trigger, the same to see, until the menu is there; its code loads meanwhile. */
function MenuStandIn({ user }: { user: User }) {
  UserMenu.useListedAsDrawn();
  return <AccountTrigger user={user} ready={false} />;
}

/** The header's right side: a placeholder while loading, then the sign-in button or the user menu. */
export function AccountArea() {
  const { user, isLoading } = useUser();
  const hydrated = useHydrated();
  if (isLoading) return placeholder;
  if (!user) return <SignInButton />;
  // A page drawn ahead of the app shows the menu's trigger without the menu, which the app then
  // adds once it has the page and the menu's code is in (app/boot.tsx SHOWN_AFTER_HYDRATION): the
  // page is hydrated without waiting for that code. Were the menu itself drawn, React would hold
  // every update passing through the page's contexts (a tab, a navigation) until it could
  // hydrate it, that is until its code arrived.
  const standIn = <MenuStandIn user={user} />;
  if (!hydrated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu user={user} />
    </Suspense>
  );
}

import type { ReactNode } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { SignInPrompt } from '../features/auth/components/sign-in-prompt.tsx';
import { useUser } from '../features/auth/hooks/use-user.ts';

/**
 * Signed-in screens. The spec leaves a signed-out visit open; a player following a room link
 * expects to sign in and land back here, so they get a prompt whose sign-in returns to this URL.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useUser();
  if (isLoading) return <PageLoader />;
  return isSignedIn ? children : <SignInPrompt />;
}

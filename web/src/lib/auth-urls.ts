import * as routes from '@clipclub/protocol/http/routes';

// Sign-in is a browser navigation, not a fetch; log out is a POST (docs/rules.md §10).

/** '/api/login', or '/api/login?returnTo=/join/AB12CD34': encoded, slashes kept readable (legal in a query). */
export function loginUrl(returnTo?: string): string {
  if (!returnTo) return routes.login.path;
  return `${routes.login.path}?returnTo=${encodeURIComponent(returnTo).replaceAll('%2F', '/')}`;
}

/** The spec's sign-in buttons are buttons; they navigate the whole page to the login path. */
export function goToLogin(returnTo?: string): void {
  window.location.assign(loginUrl(returnTo));
}

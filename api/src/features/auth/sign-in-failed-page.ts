import { routes } from '@clipclub/protocol';
import { serverPage } from './page-shell.ts';

// Where a browser lands when sign-in did not happen: what went wrong in words and a button that
// starts again (to the same page it was headed for). A fetch gets docs/rules.md §9's JSON instead.

export type SignInFailure = 'cancelled' | 'unverified' | 'unavailable';

const TEXTS: Record<SignInFailure, { heading: string; body: string }> = {
  cancelled: {
    heading: 'Sign-in cancelled',
    body: 'Signing in with Google was cancelled, so you are not signed in.',
  },
  unverified: {
    heading: 'Sign-in could not be verified',
    body: 'This sign-in link was already used, has expired, or was started in another browser. Nothing was changed.',
  },
  unavailable: {
    heading: 'Google could not be reached',
    body: 'The sign-in provider did not answer in time. Please try again in a moment.',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A browser navigation (a link, a redirect back from the provider) rather than the app's fetch. */
export const wantsPage = (accept: string | undefined) => accept?.includes('text/html') ?? false;

export function signInFailedPage(failure: SignInFailure, returnTo: string): string {
  const { heading, body } = TEXTS[failure];
  return serverPage({
    title: heading,
    style: '  p { margin: 0; line-height: 1.5; }\n  a { color: #b197fc; text-align: center; }',
    body: `<main>
<form method="get" action="${routes.login.path}">
  <h1>${heading}</h1>
  <p>${body}</p>
  <input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
  <button type="submit">Try again</button>
  <a href="/">Back to Clip Club</a>
</form>
</main>`,
  });
}

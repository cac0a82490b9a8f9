import { routes } from '@clipclub/protocol';
import { serverPage } from './page-shell.ts';

// The development sign-in page (docs/rules.md §1). It posts JSON to /api/dev/login from an
// external script, because the Content-Security-Policy forbids inline scripts.
export function devLoginPage(returnTo: string): string {
  const escaped = returnTo.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return serverPage({
    title: 'Sign in',
    style: `  p { margin: 0; color: #adb5bd; font-size: .9rem; }
  label { display: grid; gap: .35rem; font-size: .9rem; }
  input { padding: .6rem; border-radius: 8px; border: 1px solid #373a40; background: #1a1b1e; color: inherit; font-size: 1rem; }
  [role=alert] { color: #ff8787; min-height: 1.2em; }`,
    body: `<main>
<form id="dev-login" data-return-to="${escaped}">
  <h1>Sign in to Clip Club</h1>
  <p>Development sign-in: no password, for local play and tests.</p>
  <label>Display name <input name="displayName" autocomplete="name" required maxlength="200"></label>
  <label>Email <input name="email" type="email" autocomplete="email" required maxlength="254"></label>
  <div role="alert" id="error"></div>
  <button type="submit">Sign in</button>
</form>
</main>
<script src="${routes.devLoginScript.path}"></script>`,
  });
}

export const devLoginScript = `
const form = document.getElementById('dev-login');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  const name = String(data.get('displayName') || '').trim();
  const space = name.indexOf(' ');
  const body = {
    email: String(data.get('email') || '').trim(),
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? undefined : name.slice(space + 1).trim() || undefined,
  };
  const res = await fetch('${routes.devLogin.path}', {
    method: 'POST', credentials: 'same-origin',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  if (res.ok) { window.location.assign(form.dataset.returnTo || '/'); return; }
  const error = await res.json().catch(() => ({ message: 'Sign-in failed' }));
  document.getElementById('error').textContent = error.message || 'Sign-in failed';
});
`;

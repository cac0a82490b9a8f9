// The development sign-in page (docs/rules.md §1). It posts JSON to /api/dev/login from an
// external script, because the Content-Security-Policy forbids inline scripts.
export function devLoginPage(returnTo: string): string {
  const escaped = returnTo.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Clip Club</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  body { font-family: system-ui, sans-serif; background: #1a1b1e; color: #e9ecef; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  form { background: #25262b; padding: 2rem; border-radius: 12px; width: min(360px, 90vw); display: grid; gap: 1rem; }
  h1 { margin: 0; font-size: 1.4rem; } p { margin: 0; color: #adb5bd; font-size: .9rem; }
  label { display: grid; gap: .35rem; font-size: .9rem; }
  input { padding: .6rem; border-radius: 8px; border: 1px solid #373a40; background: #1a1b1e; color: inherit; font-size: 1rem; }
  button { padding: .7rem; border: 0; border-radius: 8px; background: #7048e8; color: white; font-size: 1rem; cursor: pointer; }
  [role=alert] { color: #ff8787; min-height: 1.2em; }
</style>
</head>
<body>
<form id="dev-login" data-return-to="${escaped}">
  <h1>Sign in to Clip Club</h1>
  <p>Development sign-in: no password, for local play and tests.</p>
  <label>Display name <input name="displayName" autocomplete="name" required maxlength="200"></label>
  <label>Email <input name="email" type="email" autocomplete="email" required maxlength="254"></label>
  <div role="alert" id="error"></div>
  <button type="submit">Sign in</button>
</form>
<script src="/api/dev/login.js"></script>
</body>
</html>`;
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
  const res = await fetch('/api/dev/login', {
    method: 'POST', credentials: 'same-origin',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  if (res.ok) { window.location.assign(form.dataset.returnTo || '/'); return; }
  const error = await res.json().catch(() => ({ message: 'Sign-in failed' }));
  document.getElementById('error').textContent = error.message || 'Sign-in failed';
});
`;

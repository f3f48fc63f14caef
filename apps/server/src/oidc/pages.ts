import { escapeHtml } from '../lib/html.js';
import { PRODUCT_NAME } from '../lib/product.js';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6fb; color: #1f2430; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  p { color: #4a5162; }
  ul { list-style: none; padding: 0; margin: 1.5rem 0; display: grid; gap: .5rem; }
  button { width: 100%; text-align: left; padding: .75rem 1rem; border: 1px solid #c9cfdd; border-radius: 8px;
    background: #fff; font: inherit; cursor: pointer; display: grid; gap: .125rem; }
  button:hover { background: #eef2ff; border-color: #3b5bdb; }
  button:focus-visible { outline: 3px solid #3b5bdb; outline-offset: 2px; }
  .name { font-weight: 600; }
  .email { color: #4a5162; font-size: .875rem; }
  .cancel { width: auto; display: inline-block; }
  h2 { font-size: 1rem; margin: 1.5rem 0 0; color: #4a5162; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .625rem .75rem; border: 1px solid #6b7385;
    border-radius: 8px; font: inherit; }
  input:focus-visible { outline: 3px solid #3b5bdb; outline-offset: 2px; }
  .another { margin-top: .5rem; }
  .another button { width: auto; margin-top: .75rem; }
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

export interface ChooserUser {
  id: string;
  email: string;
  display_name: string;
  organization: string;
}

/**
 * The embedded provider's login step: one button per account, grouped by workspace, and 'Use another
 * address' (an address of one's own: a new account without a workspace, the start of a new team).
 */
export function accountChooserPage({ uid, users }: { uid: string; users: ChooserUser[] }): string {
  const groups = new Map<string, ChooserUser[]>();
  for (const user of users) groups.set(user.organization, [...(groups.get(user.organization) ?? []), user]);
  const sections = [...groups.entries()]
    .map(
      ([organization, list]) => `<h2>${escapeHtml(organization)}</h2>
<ul>
${list
  .map(
    (u) => `<li><button type="submit" name="account" value="${escapeHtml(u.id)}">
<span class="name">${escapeHtml(u.display_name)}</span>
<span class="email">${escapeHtml(u.email)}</span>
</button></li>`,
  )
  .join('\n')}
</ul>`,
    )
    .join('\n');
  return layout(
    `Sign in to ${PRODUCT_NAME}`,
    `<h1>Sign in to ${PRODUCT_NAME}</h1>
<p><strong>Embedded sign-in, for this demo deployment only.</strong> There are no passwords: choose one of its demo accounts, or use an address of your own, to continue.</p>
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login">
${sections}
</form>
<h2>Use another address</h2>
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login" class="another">
<p>Sign in as someone new, as a first sign-in with Google would: the account starts without a workspace, and you name yours next.</p>
<label for="another-email">Email address</label>
<input id="another-email" name="email" type="email" required maxlength="320" autocomplete="email">
<button type="submit">Continue with this address</button>
</form>
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/abort">
<button type="submit" class="cancel">Cancel</button>
</form>`,
  );
}

export function errorPage(message: string): string {
  return layout('Unable to sign in', `<h1>Unable to sign in</h1>\n<p>${escapeHtml(message)}</p>`);
}

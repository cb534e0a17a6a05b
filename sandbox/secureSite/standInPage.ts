import type { ServerResponse } from 'node:http'

/**
 * `text` safe inside HTML text and double- or single-quoted attributes.
 * @example escapeHtml('<b>"x"</b>') // '&#60;b&#62;&#34;x&#34;&#60;/b&#62;'
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const styles = `
:root{color-scheme:light dark;--bg:#fff;--fg:#141414;--muted:#5c6060;--line:#d5d8d8;--accent:#0b57d0}
@media (prefers-color-scheme:dark){:root{--bg:#0b0c0c;--fg:#e4e7e7;--muted:#9a9f9f;--line:#2a2c2c;--accent:#7cb3ff}}
*{box-sizing:border-box}body{font:16px/1.45 system-ui,sans-serif;margin:0;background:var(--bg);color:var(--fg)}
main{max-width:420px;margin:32px auto;padding:0 20px}h1{font-size:22px;margin:8px 0 12px;overflow-wrap:anywhere}
p{overflow-wrap:anywhere}.badge{display:inline-block;font-size:12px;border:1px solid var(--line);border-radius:999px;padding:2px 10px;color:var(--muted)}
label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:transparent;color:inherit}
.error{color:#d93025}.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;font:inherit;font-weight:600;padding:10px 16px;border-radius:8px;border:1px solid var(--line);background:transparent;color:inherit;cursor:pointer}
button[value=allow]{background:var(--accent);border-color:var(--accent);color:var(--bg)}
button:focus-visible,input:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
`

export interface StandInPage {
  status: number
  title: string
  /** The page's body, already escaped by the caller. */
  body: string
  /** Origins a form on the page may be sent to, or redirected to once sent, besides the site's own. */
  formTargets?: readonly string[]
  /** The site's own scripts the page runs (`/social/result.js`): no inline script ever. */
  scripts?: readonly string[]
  /** Attributes of `<body>` (`data-*`), already escaped by the caller. */
  bodyAttributes?: string
}

/**
 * Answers one of the site's stand-in pages (a social consent page, Farcaster's approval page,
 * their results): never cached, never framed (`frame-ancestors 'none'`: a page that approves a
 * login must not sit under another site's clicks), scripts only from the site itself, forms
 * sent only to the site (and, redirected, to `formTargets`), and no referrer outside the site.
 * @example sendStandInPage(response, { status: 200, title: 'Sign in', body: '<main>…</main>' })
 */
export function sendStandInPage(response: ServerResponse, page: StandInPage): void {
  const scriptSource = page.scripts?.length ? "'self'" : "'none'"
  response.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      `script-src ${scriptSource}`,
      "style-src 'unsafe-inline'",
      `form-action ${["'self'", ...(page.formTargets ?? [])].join(' ')}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    // Same-origin, not no-referrer: the form's POST keeps its Origin header, which the site checks.
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  })
  const scripts = (page.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}"></script>`)
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(page.title)}</title><style>${styles}</style></head><body${page.bodyAttributes ? ` ${page.bodyAttributes}` : ''}>${page.body}${scripts.join('')}</body></html>`,
  )
}

import type { SandboxMail } from './createLoginStore.js'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The sandbox mailbox page: the login emails the secure site sent, newest first, each with its
 * code large enough to copy. Every value is escaped (an email address is the visitor's input).
 * @example response.end(renderMailbox(store.mail))
 */
export function renderMailbox(mail: readonly SandboxMail[]): string {
  const items = [...mail]
    .reverse()
    .map(
      (each) =>
        `<li><p class="to">To ${escapeHtml(each.to)} · ${new Date(each.sentAt).toLocaleTimeString('en-US')}</p>${
          each.link
            ? `<p><a class="link" href="${escapeHtml(each.link)}">${escapeHtml(each.subject)}</a></p>`
            : `<p class="code" aria-label="Login code">${escapeHtml(each.code)}</p>`
        }<p>${escapeHtml(each.text)}</p></li>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox mailbox</title><style>
body{font:16px system-ui,sans-serif;margin:24px;background:#0b0c0c;color:#e4e7e7}ul{padding:0}
li{list-style:none;border:1px solid #2a2c2c;border-radius:8px;padding:12px 16px;margin:0 0 12px}
.code{font:600 28px ui-monospace,monospace;letter-spacing:4px;margin:4px 0}.link{color:#7cb3ff;font-weight:600}.to{color:#9a9f9f;margin:0}
</style></head><body><h1>Sandbox mailbox</h1><p>Login codes and device approvals sent by the sandbox secure site. Reload for new mail.</p>${
    items ? `<ul>${items}</ul>` : '<p>No mail yet.</p>'
  }</body></html>`
}

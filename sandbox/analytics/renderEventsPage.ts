import type { RecordedAnalyticsEvent } from './createEventLog.js'

// Every value on this page came from a request anyone on the machine can send: all of it is text.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function headline(recorded: RecordedAnalyticsEvent): string {
  const invalid =
    typeof recorded.body === 'object' && recorded.body !== null && 'invalid' in recorded.body
  const name = recorded.event ?? (invalid ? '(not JSON)' : '(no props.event)')
  const type = recorded.type ? ` <span class="type">${escapeHtml(recorded.type)}</span>` : ''
  const answer = recorded.answer === 204 ? '' : ` · answered ${escapeHtml(String(recorded.answer))}`
  const time = new Date(recorded.receivedAt).toLocaleTimeString('en-US')
  return `<p class="head"><span class="seq">#${recorded.seq}</span> <span class="event">${escapeHtml(name)}</span>${type} · ${escapeHtml(time)}${answer}</p>`
}

function queryLine(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${value}`)
  return `<p class="query">${escapeHtml(pairs.length > 0 ? pairs.join(' ') : '(no query)')}</p>`
}

/**
 * The recorder's page: every event the app sent, oldest first, each with its query and its whole
 * body as JSON. Every value is escaped, keys included: the body is whatever was posted.
 * @example response.end(renderEventsPage(log.events(), log.dropped()))
 */
export function renderEventsPage(events: readonly RecordedAnalyticsEvent[], dropped = 0): string {
  const items = events
    .map(
      (recorded) =>
        `<li>${headline(recorded)}${queryLine(recorded.query)}<pre>${escapeHtml(
          JSON.stringify(recorded.body, null, 2) ?? String(recorded.body),
        )}</pre></li>`,
    )
    .join('')
  const older =
    dropped > 0
      ? `<p>${dropped} older event(s) let go: the recorder keeps the newest ones only.</p>`
      : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox analytics events</title><style>
body{font:15px system-ui,sans-serif;margin:24px;background:#0b0c0c;color:#e4e7e7}ol{padding:0}
li{list-style:none;border:1px solid #2a2c2c;border-radius:8px;padding:10px 14px;margin:0 0 10px}
.head{margin:0;font-weight:600}.seq,.query{color:#9a9f9f}.type{color:#7cb3ff;font-weight:400}
.query{margin:4px 0;font:13px ui-monospace,monospace;overflow-wrap:anywhere}
pre{margin:6px 0 0;font:13px ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
</style></head><body><h1>Sandbox analytics events</h1><p>What the app sent to <code>services.analytics</code> (<code>POST /e</code>), oldest first. Reload for new events; <a href="/events.json">events.json</a> has the same list.</p>${older}${
    items ? `<ol>${items}</ol>` : '<p>No events yet.</p>'
  }</body></html>`
}

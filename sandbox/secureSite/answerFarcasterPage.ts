import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FarcasterChannels } from './createFarcasterChannels.js'
import { readFormBody } from './readFormBody.js'
import { maxUserNameLength, readUserName } from './socialProviders.js'
import { escapeHtml, sendStandInPage } from './standInPage.js'

/** The approval page of a channel: `/farcaster/<channel>`. */
export const farcasterPagePattern = /^\/farcaster\/([\w-]{16,64})$/

/** The Farcaster user name the page suggests: fid-like, as Farcaster names read. */
const suggestedFarcasterName = 'ada.eth'

export interface FarcasterPageContext {
  channels: FarcasterChannels
  /** The site's origin: the only one its form may come from. */
  origin: string
}

const message = (status: number, heading: string, text: string) => ({
  status,
  title: heading,
  body: `<main><p class="badge">appkit sandbox</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></main>`,
})

function approvalPage(
  response: ServerResponse,
  channel: string,
  appName: string,
  userName: { value: string; error?: string },
): void {
  const error = userName.error
    ? `<p class="error" id="username-error" role="alert">${escapeHtml(userName.error)}</p>`
    : ''
  sendStandInPage(response, {
    status: userName.error ? 400 : 200,
    title: 'Approve sign-in with Farcaster (sandbox stand-in)',
    body: `<main><p class="badge">appkit sandbox: no Farcaster account is used</p>
<h1>Approve sign-in with Farcaster (sandbox stand-in)</h1>
<p>${escapeHtml(appName)} asks to sign you in with your Farcaster name. Each name is a wallet of its own in this sandbox.</p>
<form method="post" action="/farcaster/${escapeHtml(channel)}">
<label for="username">Farcaster name</label>
<input id="username" name="username" value="${escapeHtml(userName.value)}" maxlength="${maxUserNameLength}" autocomplete="off" spellcheck="false"${error ? ' aria-invalid="true" aria-describedby="username-error"' : ''}>
${error}<div class="actions"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></div>
</form></main>`,
  })
}

/**
 * Farcaster's approval page (`/farcaster/<channel>`, the URL the kit shows as a QR code and a
 * link): the app's name, a Farcaster name to pick, Allow and Deny, which POST to the same
 * address (from the page itself only: its Origin header). The answer wakes the frame's
 * CONNECT_FARCASTER. An unknown, expired or answered channel gets a page that says so.
 * @example if (farcasterPagePattern.test(path)) return answerFarcasterPage(context, request, response, path)
 */
export async function answerFarcasterPage(
  { channels, origin }: FarcasterPageContext,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<void> {
  const channel = farcasterPagePattern.exec(path)?.[1] ?? ''
  const expired = message(
    400,
    'This Farcaster link expired',
    'Go back to the app and ask for a new one.',
  )
  if (request.method === 'GET') {
    const live = channels.pageOf(channel)
    if (!live) return sendStandInPage(response, expired)
    approvalPage(response, channel, live.appName, { value: suggestedFarcasterName })
    return
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'GET, POST' }).end()
    return
  }
  if (request.headers.origin !== origin) {
    sendStandInPage(
      response,
      message(403, 'Refused', 'This answer did not come from the approval page.'),
    )
    return
  }
  const form = await readFormBody(request)
  const live = channels.pageOf(channel)
  if (!form || !live) return sendStandInPage(response, expired)
  const denied = form.get('decision') !== 'allow'
  const userName = denied ? undefined : readUserName(form.get('username'))
  if (!denied && userName === undefined) {
    approvalPage(response, channel, live.appName, {
      value: (form.get('username') ?? '').slice(0, 200),
      error: `Pick a name of 1 to ${maxUserNameLength} characters, without ':' or '@'.`,
    })
    return
  }
  if (!channels.decide(channel, userName ? { userName } : 'denied'))
    return sendStandInPage(response, expired)
  sendStandInPage(
    response,
    denied
      ? message(200, 'Sign-in denied', `${live.appName} was told you denied it.`)
      : message(200, 'Sign-in approved', `Go back to ${live.appName}: you are signed in.`),
  )
}

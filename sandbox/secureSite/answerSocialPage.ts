import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SocialLogins, SocialSignIn } from './createSocialLogins.js'
import { readFormBody } from './readFormBody.js'
import {
  isSandboxSocialProvider,
  maxUserNameLength,
  readUserName,
  sandboxSocialProviders,
} from './socialProviders.js'
import { escapeHtml, sendStandInPage } from './standInPage.js'

/** Where a result uri points: the site's own page, which the frame spends with CONNECT_SOCIAL. */
export const socialCallbackPath = '/social/callback'
/**
 * The result page's script: posts the result to the app's window. The kit closes the popup once
 * it has the result (closing it here could look like 'Popup closed' to the kit's check).
 */
const socialResultScriptPath = '/social/result.js'

// Read from the page's data attributes (set by the server, escaped), so the page has no inline
// script and its CSP allows only the site's own. The target origin is the app's exact origin.
const resultScript = `(() => {
  const data = document.body.dataset
  const payload = data.type === 'SOCIAL_RESULT' ? { resultUri: data.resultUri } : { message: data.message }
  if (window.opener && data.targetOrigin) {
    window.opener.postMessage({ channel: 'appkit:secure-frame', type: data.type, payload }, data.targetOrigin)
  }
})()
`

export interface SocialPageContext {
  logins: SocialLogins
  /** The site's origin, `http://localhost:PORT`: the only one its forms may come from. */
  origin: string
}

const page = (heading: string, text: string) =>
  `<main><p class="badge">appkit sandbox</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></main>`

const notLive = (response: ServerResponse) =>
  sendStandInPage(response, {
    status: 400,
    title: 'Sign-in link expired',
    body: page(
      'This sign-in link expired or was already used',
      'Go back to the app and start the sign-in again.',
    ),
  })

function consentPage(
  response: ServerResponse,
  state: string,
  signIn: SocialSignIn,
  userName: { value: string; error?: string },
): void {
  const provider = sandboxSocialProviders[signIn.provider]
  const action = `/social/${signIn.provider}?state=${encodeURIComponent(state)}`
  const error = userName.error
    ? `<p class="error" id="username-error" role="alert">${escapeHtml(userName.error)}</p>`
    : ''
  sendStandInPage(response, {
    status: userName.error ? 400 : 200,
    title: `Sign in with ${provider.name} (sandbox stand-in)`,
    // The app gets the user name the browser sends back: the redirect flow's page may be sent to.
    formTargets: signIn.returnTo ? [signIn.parentOrigin] : [],
    body: `<main><p class="badge">appkit sandbox: no ${escapeHtml(provider.name)} account is used</p>
<h1>Sign in to ${escapeHtml(signIn.appName)} with ${escapeHtml(provider.name)} — sandbox stand-in</h1>
<p>${escapeHtml(signIn.appName)} (${escapeHtml(signIn.parentOrigin)}) will get the user name below. Each user name is a wallet of its own in this sandbox.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="username">User name</label>
<input id="username" name="username" value="${escapeHtml(userName.value)}" maxlength="${maxUserNameLength}" autocomplete="off" spellcheck="false"${error ? ' aria-invalid="true" aria-describedby="username-error"' : ''}>
${error}<div class="actions"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></div>
</form></main>`,
  })
}

/** The popup's last page: posts the result (or the denial) to the app, then closes. */
function resultPage(
  response: ServerResponse,
  signIn: SocialSignIn,
  result: { resultUri: string } | { denied: true },
): void {
  const denied = 'denied' in result
  const attributes = [
    `data-target-origin="${escapeHtml(signIn.parentOrigin)}"`,
    `data-type="${denied ? 'SOCIAL_ERROR' : 'SOCIAL_RESULT'}"`,
    denied
      ? 'data-message="Social login was denied"'
      : `data-result-uri="${escapeHtml(result.resultUri)}"`,
  ]
  sendStandInPage(response, {
    status: 200,
    title: denied ? 'Sign-in denied' : 'Signed in',
    scripts: [socialResultScriptPath],
    bodyAttributes: attributes.join(' '),
    body: page(
      denied ? 'Sign-in denied' : 'Signed in',
      `Going back to ${signIn.appName}. You can close this window.`,
    ),
  })
}

/**
 * The social sign-in stand-in's pages: `/social/<provider>?state=...` (the consent page: the
 * provider's and the app's names, a user name to pick, Allow and Deny; the buttons POST to the
 * same address), the result (posted to the app's window by `/social/result.js`, or, in the
 * redirect flow, a 302 to the app's page with `result_uri`), and `/social/callback`, the page a
 * result uri names (it only says where to go: the frame spends it). Every value shown is escaped;
 * a POST must come from the site's own page (its Origin header).
 * @example if (url.pathname.startsWith('/social/')) return answerSocialPage(context, request, response, url)
 */
export async function answerSocialPage(
  { logins, origin }: SocialPageContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const path = url.pathname
  if (path === socialResultScriptPath && request.method === 'GET') {
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    response.end(resultScript)
    return
  }
  if (path === socialCallbackPath && request.method === 'GET') {
    sendStandInPage(response, {
      status: 200,
      title: 'Sign-in result',
      body: page('Sign-in result', 'This link finishes a sign-in in the app that asked for it.'),
    })
    return
  }
  const provider = path.slice('/social/'.length)
  if (!isSandboxSocialProvider(provider)) {
    response.writeHead(404).end()
    return
  }
  const state = url.searchParams.get('state') ?? ''
  if (request.method === 'GET') {
    const signIn = logins.signInOf(state, provider)
    if (!signIn) return notLive(response)
    consentPage(response, state, signIn, {
      value: sandboxSocialProviders[provider].suggestedUserName,
    })
    return
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'GET, POST' }).end()
    return
  }
  // Only the consent page itself answers: another site cannot press Allow for the user.
  if (request.headers.origin !== origin) {
    sendStandInPage(response, {
      status: 403,
      title: 'Refused',
      body: page('Refused', 'This answer did not come from the sign-in page.'),
    })
    return
  }
  const form = await readFormBody(request)
  const signIn = logins.signInOf(state, provider)
  if (!form || !signIn) return notLive(response)
  const denied = form.get('decision') !== 'allow'
  const userName = denied ? undefined : readUserName(form.get('username'))
  if (!denied && userName === undefined) {
    consentPage(response, state, signIn, {
      value: (form.get('username') ?? '').slice(0, 200),
      error: `Pick a user name of 1 to ${maxUserNameLength} characters, without ':' or '@'.`,
    })
    return
  }
  const decided = logins.decide(state, provider, userName ? { userName } : 'denied')
  if (!decided) return notLive(response)
  const resultUri = `${origin}${socialCallbackPath}?code=${decided.code}&state=${encodeURIComponent(state)}`
  if (decided.signIn.returnTo) {
    const back = new URL(decided.signIn.returnTo)
    back.searchParams.set('result_uri', resultUri)
    response.writeHead(302, {
      location: back.href,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    })
    response.end()
    return
  }
  resultPage(response, decided.signIn, denied ? { denied: true } : { resultUri })
}

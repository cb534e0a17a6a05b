import type { ServerResponse } from 'node:http'
import type { AccountType } from './createLoginStore.js'
import type { SecureSiteState } from './secureSiteState.js'
import { sendJson } from './sendJson.js'
import { sessionCookieName, sessionMaxAgeSeconds, siteCookie } from './siteCookies.js'
import { solanaUserKey } from './solanaUserKey.js'

/** How long `onFirstLogin` and `onFirstSolanaLogin` (funding the wallet) may hold up the login. */
const firstLoginTimeoutMs = 10_000

/** Runs a first-login callback, bounded and with its failure swallowed: the login goes on regardless. */
async function tellFirstLogin(run: (() => void | Promise<void>) | undefined): Promise<void> {
  if (!run) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.resolve()
      .then(run)
      .catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, firstLoginTimeoutMs)
    }),
  ])
  clearTimeout(timer)
}

/**
 * Ends a successful login, whichever way it came (an email code, a social result uri, a Farcaster
 * approval): tells the site's first-login callbacks of a user new to this run (the sandbox funds
 * its accounts: the key's address, its smart account, its Solana address), keeps the account type
 * the kit asked for, and answers `body` with the session cookie.
 * @example await finishLogin(state, response, result.token, {})
 */
export async function finishLogin(
  state: SecureSiteState,
  response: ServerResponse,
  token: string,
  body: unknown,
  preferredAccountType?: AccountType,
): Promise<void> {
  const { store, options, loggedIn, smartAccounts } = state
  const user = store.userOf(token)
  if (user && !loggedIn.has(user.address)) {
    loggedIn.add(user.address)
    const smartAccount = smartAccounts?.addressOf(user.address)
    await Promise.all([
      tellFirstLogin(
        options.onFirstLogin &&
          (() => options.onFirstLogin?.(user.address, smartAccount ? { smartAccount } : {})),
      ),
      options.solana &&
        tellFirstLogin(
          options.onFirstSolanaLogin &&
            (() => options.onFirstSolanaLogin?.(solanaUserKey(user.privateKey).address)),
        ),
    ])
  }
  if (preferredAccountType) store.setPreferredAccountType(token, preferredAccountType)
  sendJson(response, 200, body, {
    'set-cookie': siteCookie(sessionCookieName, token, sessionMaxAgeSeconds),
  })
}

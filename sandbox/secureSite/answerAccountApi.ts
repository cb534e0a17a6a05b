import type { ServerResponse } from 'node:http'
import type { AccountType } from './createLoginStore.js'
import { chainNotServed, parseChainId } from './rpcMethods.js'
import type { SecureSiteState } from './secureSiteState.js'
import { sendJson } from './sendJson.js'
import { activeAccountOf } from './siteSmartAccounts.js'

/** The account routes of the site's API (POST, from its frame page, with the session cookie). */
const accountApiPaths = [
  '/api/account',
  '/api/smart-account/init',
  '/api/account/preferred',
] as const

/**
 * Whether `path` is one of these routes.
 * @example isAccountApiPath('/api/account') // true
 */
export const isAccountApiPath = (path: string) =>
  (accountApiPaths as readonly string[]).includes(path)

const readAccountType = (value: unknown): AccountType | undefined =>
  value === 'eoa' || value === 'smartAccount' ? value : undefined

const chainDown = { message: 'The sandbox chain did not answer: is it running?' }

const notEnabled = (chainId: unknown) => ({
  message: `Smart accounts are not enabled on chain ${String(chainId).slice(0, 80)}`,
})

/**
 * The embedded wallet's accounts on one eip155 chain (`chainId` in the body), for the session:
 * - `/api/account` `{ chainId, preferredAccountType? }` (GET_USER): keeps the type when given,
 *   then `{ address, accounts, preferredAccountType, smartAccountDeployed }`: `address` is the
 *   smart account when the session prefers it and the chain offers one, else the user's key's;
 *   `accounts` lists the key's, and the smart account on a chain that offers one.
 * - `/api/smart-account/init` `{ chainId }` (INIT_SMART_ACCOUNT): `{ address, isDeployed }`
 *   (computed; it is deployed by its first transaction).
 * - `/api/account/preferred` `{ type, chainId }` (SET_PREFERRED_ACCOUNT): `{ type, address }`;
 *   from then on the session's requests act as that account. 'smartAccount' is refused on a
 *   chain without smart accounts.
 * @example if (isAccountApiPath(path)) return answerAccountApi(state, token, path, response, fields)
 */
export async function answerAccountApi(
  state: SecureSiteState,
  token: string | undefined,
  path: string,
  response: ServerResponse,
  fields: Record<string, unknown>,
): Promise<void> {
  const { store, smartAccounts } = state
  const user = token ? store.userOf(token) : undefined
  if (!token || !user) return sendJson(response, 401, { message: 'Not logged in' })
  const chainId = parseChainId(fields.chainId)
  if (chainId === undefined || !state.options.chains?.[chainId])
    return sendJson(response, 400, chainNotServed(fields.chainId))
  const enabled = smartAccounts?.isEnabled(chainId) === true
  const smartAccount = enabled ? smartAccounts?.addressOf(user.address) : undefined

  if (path === '/api/smart-account/init') {
    if (!smartAccounts || !smartAccount) return sendJson(response, 400, notEnabled(chainId))
    const isDeployed = await smartAccounts.isDeployed(chainId, user.address).catch(() => undefined)
    if (isDeployed === undefined) return sendJson(response, 502, chainDown)
    return sendJson(response, 200, { address: smartAccount, isDeployed })
  }
  if (path === '/api/account/preferred') {
    const type = readAccountType(fields.type)
    if (!type) return sendJson(response, 400, { message: "type must be 'eoa' or 'smartAccount'" })
    if (type === 'smartAccount' && !smartAccount)
      return sendJson(response, 400, notEnabled(chainId))
    store.setPreferredAccountType(token, type)
    return sendJson(response, 200, {
      type,
      address: smartAccount && type === 'smartAccount' ? smartAccount : user.address,
    })
  }
  // '/api/account'
  const asked = readAccountType(fields.preferredAccountType)
  if (asked) store.setPreferredAccountType(token, asked)
  const active = activeAccountOf(smartAccounts, user, store.preferredAccountTypeOf(token), chainId)
  // A chain that does not answer says 'not deployed': the login goes on, the first use deploys.
  const smartAccountDeployed =
    smartAccounts && smartAccount
      ? await smartAccounts.isDeployed(chainId, user.address).catch(() => false)
      : false
  return sendJson(response, 200, {
    address: active.address,
    accounts: [
      { address: user.address, type: 'eoa' },
      ...(smartAccount ? [{ address: smartAccount, type: 'smartAccount' }] : []),
    ],
    preferredAccountType: active.type,
    smartAccountDeployed,
  })
}

import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { defineOwned } from '../kernel.js'
import { createRequestCache } from './createRequestCache.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { displayText, isRecord, maxNameLength } from './readFields.js'
import { sanitizeImageUrl } from './sanitizeImageUrl.js'

export interface GetIdentityParameters {
  address: string
  caipNetwork: CaipNetwork
}
/** The account's name and avatar, each only when the service has a usable one. */
export interface AccountIdentity {
  name?: string
  avatar?: string
}
export type GetIdentityReturnType = AccountIdentity | undefined

/** How long an identity is reused (SPEC section 9: names and identity 5 min). */
export const identityCacheMs = 5 * 60_000
/** How long a failed lookup is not repeated. */
export const identityRetryMs = 30_000

/** The kit's identity answers: two kits never share them, and a destroyed kit drops them. */
const identityCache = defineOwned('identity cache', () =>
  createRequestCache<AccountIdentity>({ okMs: identityCacheMs, failedMs: identityRetryMs }),
)

async function request(
  appKit: AppKit,
  address: string,
  options: BlockchainApiOptions,
): Promise<AccountIdentity> {
  const path = `/v1/identity/${encodeURIComponent(address)}`
  try {
    const body = await fetchBlockchainApi(
      appKit,
      path,
      {},
      { ...options, what: 'failed to get the identity' },
    )
    if (!isRecord(body)) throw invalidResponse(appKit, path, 'The identity is not an object.')
    const name = displayText(body.name, maxNameLength)
    const avatar = sanitizeImageUrl(body.avatar)
    return { ...(name ? { name } : {}), ...(avatar ? { avatar } : {}) }
  } catch (error) {
    // Logged once per failed lookup; the cache repeats the failure silently for 30 s.
    appKit.logger.warn('Could not look up the account name and avatar.', error)
    throw error
  }
}

/**
 * The account's name and avatar (`GET /v1/identity/{address}`), made safe to show. Only on eip155
 * networks that are not testnets (SPEC section 4); elsewhere `undefined` without a request. Reused
 * for 5 min per address; a failure is logged, gives `undefined`, and is not retried for 30 s.
 * @example
 * const identity = await getIdentity(appKit, { address, caipNetwork })
 * // { name: 'alice.eth', avatar: 'https://…' }, {}, or undefined
 */
export async function getIdentity(
  appKit: AppKit,
  parameters: GetIdentityParameters,
  options: BlockchainApiOptions = {},
): Promise<GetIdentityReturnType> {
  const { address, caipNetwork } = parameters
  if (caipNetwork.chainNamespace !== 'eip155' || caipNetwork.testnet) return undefined
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  const key = address.toLowerCase()
  try {
    const identity = await appKit.owned
      .get(identityCache)
      .get(key, () => request(appKit, address, options))
    return { ...identity }
  } catch {
    return undefined
  }
}

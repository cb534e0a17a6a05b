import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { isIdentityNetwork } from '../kernel.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { getNameRecord } from './getNameRecord.js'
import { getNamesOfAddress } from './getNamesOfAddress.js'
import { cachedNameAnswer, nameCacheMs, nameRetryMs } from './nameCaches.js'
import { type NameRecord, nameAddressOn } from './nameRecord.js'
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
export const identityCacheMs = nameCacheMs
/** How long a failed lookup is not repeated. */
export const identityRetryMs = nameRetryMs

const evmAddress = /^0x[0-9a-fA-F]{40}$/
// Names are checked forward one by one, newest first; past a few, the account has no name that
// resolves back to it, and more lookups would only cost requests.
const maxNamesChecked = 3

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
 * The newest name-service record of the account that resolves forward to it on `network`: a
 * reverse record alone is the service's word, and anyone can point a name's reverse entry at an
 * address they do not own.
 */
async function verifiedRecord(
  appKit: AppKit,
  address: string,
  network: CaipNetwork,
  options: BlockchainApiOptions,
): Promise<NameRecord | undefined> {
  const records = await getNamesOfAddress(appKit, address, options)
  for (const { name } of records.slice(0, maxNamesChecked)) {
    const record = await getNameRecord(appKit, name, options).catch(() => undefined)
    if (record && nameAddressOn(record, network.id)?.toLowerCase() === address.toLowerCase()) {
      return record
    }
  }
  return undefined
}

/**
 * The account's name and avatar, made safe to show (text inert and capped, avatar an image URL).
 * The name is the identity's (`GET /v1/identity/{address}`), else the newest name-service name
 * (`GET /v1/profile/reverse/{address}`) whose record resolves back to the address on this
 * network (`GET /v1/profile/account/{name}`); the avatar is the identity's, else that record's.
 * Both lookups run at once and one failing keeps the other's answer; `undefined` when both fail.
 * Only where `isIdentityNetwork` says so, else `undefined` without a request. Each answer is
 * reused 5 min; a failure is logged once and not retried for 30 s.
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
  if (!isIdentityNetwork(caipNetwork) || !evmAddress.test(address)) return undefined
  const [identity, named] = await Promise.allSettled([
    cachedNameAnswer(
      appKit,
      'identity',
      address.toLowerCase(),
      () => request(appKit, address, { timeoutMs: options.timeoutMs }),
      options.signal,
    ),
    verifiedRecord(appKit, address, caipNetwork, options),
  ])
  if (identity.status === 'rejected' && named.status === 'rejected') return undefined
  const own = identity.status === 'fulfilled' ? identity.value : {}
  const record = named.status === 'fulfilled' ? named.value : undefined
  const name = own.name ?? record?.name
  const avatar = own.avatar ?? record?.avatar
  return { ...(name ? { name } : {}), ...(avatar ? { avatar } : {}) }
}

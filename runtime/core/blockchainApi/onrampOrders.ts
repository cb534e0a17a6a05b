import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { BaseError } from '../kernel.js'
import { refusal, sameAddress } from './checkNetwork.js'
import { type BlockchainApiOptions, fetchBlockchainApi } from './fetchBlockchainApi.js'
import { isoTime, readOnrampAmount } from './onrampFields.js'
import { displayText, isRecord, maxNameLength, maxSymbolLength, plainId } from './readFields.js'
import { readPage } from './readPage.js'
import { sanitizeImageUrl } from './sanitizeImageUrl.js'

/** A purchase paid at a provider, as the kit shows it while it is delivered and after. */
export interface OnrampOrder {
  /** The provider's order id. */
  id: string
  status: 'in-progress' | 'success' | 'failed'
  /** The delivery's transaction, once sent. */
  hash: string | undefined
  /** ISO 8601: when it was paid, later when it was delivered. */
  time: string
  /** CAIP-2. */
  network: string
  /** What is delivered, a plain decimal string. */
  amount: string
  /** Capped at 16 characters, hidden characters stripped. */
  symbol: string
  /** Capped at 64 characters, hidden characters stripped. */
  name: string
  /** `https:` (or `http:` on loopback) only. */
  iconUrl: string | undefined
}

export interface GetOnrampOrdersParameters {
  /** The wallet the purchases were delivered to: a 0x or base58 address. */
  address: string
  /** CAIP-2 of a configured eip155 or solana network. */
  network: string
  /** The provider's `name`. */
  provider: string
}

// The contract's statuses, named as the service writes them.
const statuses: Readonly<Record<string, OnrampOrder['status']>> = {
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'in-progress',
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'success',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
}
const hashPatterns: Partial<Record<ChainNamespace, RegExp>> = {
  eip155: /^0x[0-9a-fA-F]{64}$/,
  // A base58 signature: 64 bytes encode to 64-88 characters.
  solana: /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
}
const maxTransfers = 100

function statusOf(value: unknown): OnrampOrder['status'] | undefined {
  return typeof value === 'string' && Object.hasOwn(statuses, value) ? statuses[value] : undefined
}

/** What the order delivers: its first fungible transfer coming in (the contract sends one). */
function deliveryOf(transfers: unknown[]) {
  for (const transfer of transfers.slice(0, maxTransfers)) {
    if (!isRecord(transfer) || !isRecord(transfer.fungible_info)) continue
    if (!isRecord(transfer.quantity) || (transfer.direction ?? 'in') !== 'in') continue
    const fungible = transfer.fungible_info
    const amount = readOnrampAmount(transfer.quantity.numeric)
    const symbol = displayText(fungible.symbol, maxSymbolLength)
    const name = displayText(fungible.name, maxNameLength) ?? symbol
    if (amount === undefined || !symbol || !name) continue
    const iconUrl = sanitizeImageUrl(isRecord(fungible.icon) ? fungible.icon.url : undefined)
    return { amount, symbol, name, iconUrl: iconUrl || undefined }
  }
  return undefined
}

function parseOrder(
  value: unknown,
  network: string,
  namespace: ChainNamespace,
  address: string,
): OnrampOrder | undefined {
  if (!isRecord(value) || !isRecord(value.metadata) || !Array.isArray(value.transfers)) {
    return undefined
  }
  const { metadata } = value
  const id = plainId(value.id)
  const status = statusOf(metadata.status)
  const time = isoTime(metadata.minedAt)
  const delivery = deliveryOf(value.transfers)
  // Only this wallet's purchases on this network: another's must never show as the user's.
  const { sentTo, hash } = metadata
  const mine = typeof sentTo === 'string' && sameAddress(namespace, sentTo, address)
  if (!id || !status || !time || !delivery || metadata.chain !== network || !mine) return undefined
  const validHash = typeof hash === 'string' && hashPatterns[namespace]?.test(hash)
  return { id, status, hash: validHash ? hash : undefined, time, network, ...delivery }
}

/**
 * The purchases `address` paid at `provider` for delivery on `network` (`GET
 * /v1/account/{address}/history` with `onramp` and `chainId`), newest first: in progress,
 * delivered, or failed, each validated and made safe to show. Entries of an unknown status,
 * another network or another wallet are left out. Onramp is eip155 and solana (SPEC section 9):
 * another namespace, a network the config lacks, or a malformed address is a `BaseError`
 * CHAIN_NOT_SUPPORTED without a request; a failed request is an `ApiError`.
 * @example
 * const orders = await getOnrampOrders(appKit, { address, network: 'eip155:31337', provider: 'sandboxpay' })
 * // [{ id: 'o_1', status: 'in-progress', hash: undefined, amount: '0.03296666', symbol: 'ETH', ... }]
 */
export async function getOnrampOrders(
  appKit: Pick<AppKit, 'config'>,
  parameters: GetOnrampOrdersParameters,
  options: BlockchainApiOptions = {},
): Promise<OnrampOrder[]> {
  const { address, network, provider } = parameters
  const caipNetwork = appKit.config.networks.find((known) => known.caipNetworkId === network)
  const refused = caipNetwork
    ? refusal(appKit, caipNetwork, address, { feature: 'Buy', namespaces: ['eip155', 'solana'] })
    : `${network.slice(0, 80)} is not one of the configured networks.`
  if (!caipNetwork || refused) {
    throw new BaseError('Chain is not supported', { code: 'CHAIN_NOT_SUPPORTED', details: refused })
  }
  const path = `/v1/account/${encodeURIComponent(address)}/history`
  const query = { onramp: provider, chainId: network }
  const what = 'failed to get the purchases'
  const body = await fetchBlockchainApi(appKit, path, query, { ...options, what })
  const { data } = readPage(appKit, path, body)
  return data.flatMap(
    (entry) => parseOrder(entry, network, caipNetwork.chainNamespace, address) ?? [],
  )
}

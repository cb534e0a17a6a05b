import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { defineOwned } from '../kernel.js'
import { assertSwapNetwork, sameCaip10 } from './convertFields.js'
import { createRequestCache } from './createRequestCache.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { displayText, isRecord, maxNameLength, maxSymbolLength } from './readFields.js'
import { sanitizeImageUrl } from './sanitizeImageUrl.js'

/** A token the swap service trades on one network, validated and made safe to show. */
export interface ConvertToken {
  /** Capped at 64 characters, hidden characters stripped. */
  name: string
  /** Capped at 16 characters, hidden characters stripped. */
  symbol: string
  /** CAIP-10 on the network asked about; `0xeeee...eeee` is the native currency. */
  address: string
  decimals: number
  /** `https:` (or `http:` on loopback) only, else ''. */
  logoUri: string
  /** The token takes EIP-2612 permits. */
  eip2612?: boolean
}

export interface GetConvertTokensParameters {
  caipNetwork: CaipNetwork
}

/** How long a network's token list is reused: it changes in days, not minutes. */
export const convertTokensCacheMs = 5 * 60_000
// More entries than any aggregator lists on one chain: the rest is refused rather than rendered.
const maxTokens = 10_000
// 0x, 40 hex characters, on the network asked about.
const tokenAddressOf = (caipNetworkId: string) =>
  new RegExp(`^${caipNetworkId.replace(/[^a-z0-9:]/gi, '')}:0x[0-9a-fA-F]{40}$`)

/** The kit's token lists: two kits never share them; a failure is not kept (asked again next time). */
const convertTokensCache = defineOwned('convert tokens cache', () =>
  createRequestCache<ConvertToken[]>({ okMs: convertTokensCacheMs, failedMs: 0 }),
)

function parseConvertToken(value: unknown, address: RegExp): ConvertToken | undefined {
  if (!isRecord(value)) return undefined
  const symbol = displayText(value.symbol, maxSymbolLength)
  const name = displayText(value.name, maxNameLength) ?? symbol
  const { decimals } = value
  if (!symbol || !name || typeof value.address !== 'string' || !address.test(value.address)) {
    return undefined
  }
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0) return undefined
  if (decimals > 77) return undefined
  return {
    name,
    symbol,
    address: value.address,
    decimals,
    logoUri: sanitizeImageUrl(value.logoUri),
    ...(typeof value.eip2612 === 'boolean' ? { eip2612: value.eip2612 } : {}),
  }
}

async function request(
  appKit: AppKit,
  caipNetwork: CaipNetwork,
  options: BlockchainApiOptions,
): Promise<ConvertToken[]> {
  const path = '/v1/convert/tokens'
  const body = await fetchBlockchainApi(
    appKit,
    path,
    { chainId: caipNetwork.caipNetworkId },
    { ...options, what: 'failed to get the tokens to swap' },
  )
  if (!isRecord(body) || !Array.isArray(body.tokens) || body.tokens.length > maxTokens) {
    throw invalidResponse(appKit, path, 'The token list is not of the shape { tokens: [] }.')
  }
  const address = tokenAddressOf(caipNetwork.caipNetworkId)
  const tokens: ConvertToken[] = []
  for (const entry of body.tokens) {
    const token = parseConvertToken(entry, address)
    // A second entry for one address would make a choice by address ambiguous: the first wins.
    if (token && !tokens.some((known) => sameCaip10(known.address, token.address))) {
      tokens.push(token)
    }
  }
  return tokens
}

/**
 * The tokens the swap service trades on `caipNetwork` (`GET /v1/convert/tokens`), each validated
 * and made safe to show; malformed entries, and entries of another chain, are left out. Reused
 * for 5 minutes per network. 'Network not supported for Swaps' (a `BaseError`) without a request
 * where the kit offers no swaps; a failed or malformed answer is an `ApiError`.
 * @example
 * const tokens = await getConvertTokens(appKit, { caipNetwork: ethereum })
 * // [{ name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xeeee...', decimals: 18, logoUri: '...' }]
 */
export async function getConvertTokens(
  appKit: AppKit,
  parameters: GetConvertTokensParameters,
  options: BlockchainApiOptions = {},
): Promise<ConvertToken[]> {
  const { caipNetwork } = parameters
  assertSwapNetwork(appKit, caipNetwork, 'Network not supported for Swaps')
  const tokens = await appKit.owned
    .get(convertTokensCache)
    .get(caipNetwork.caipNetworkId, () => request(appKit, caipNetwork, options))
  return tokens.map((token) => ({ ...token }))
}

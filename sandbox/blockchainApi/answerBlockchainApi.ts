import bs58 from 'bs58'
import { type Address, getAddress } from 'viem'
import type { BitcoinLedger } from '../bitcoin/createBitcoinLedger.js'
import type { NameRegistry } from '../names/createNameRegistry.js'
import { answerConvert, convertRouteMethod } from './answerConvert.js'
import { answerOnramp, type BlockchainApiOnramp, onrampRouteMethod } from './answerOnramp.js'
import { answerOnrampHistory } from './answerOnrampHistory.js'
import { answerProfile, profileRouteMethod } from './answerProfile.js'
import type { BlockchainApiAnswer, Identity } from './BlockchainApiTypes.js'
import type { ChainReader } from './createChainReader.js'
import type { SolanaReader } from './createSolanaReader.js'
import { fail, json } from './jsonAnswer.js'
import { priceFungibles } from './priceFungibles.js'
import { readBalances } from './readBalances.js'
import { decodeCursor, readHistory } from './readHistory.js'
import { decodeNftCursor, readNfts } from './readNfts.js'
import { readSolanaBalances } from './readSolanaBalances.js'
import { renderNftImage } from './renderNftImage.js'
import { renderAssetIcon } from './sandboxAssets.js'
import { renderAvatar } from './sandboxIdentities.js'

/** The sandbox's Bitcoin regtest ledger, as the balance and history routes read it. */
export interface BitcoinLedgerSource {
  ledger: Pick<BitcoinLedger, 'balance' | 'history'>
  caipNetworkId: string
}

/** What the answers are read from. */
export interface BlockchainApiContext {
  readers: readonly ChainReader[]
  /** The local Solana validator, when the sandbox runs one. */
  solana?: SolanaReader
  /** The sandbox's Bitcoin regtest ledger, when the sandbox runs one: its balances and history. */
  bitcoin?: BitcoinLedgerSource
  /** Keyed by lower-case address. */
  identities: ReadonlyMap<string, Identity>
  /** `<base url>/assets`, where the icons are served. */
  assetsUrl: string
  /** Add dev account 0's fixed archive entries to its history (see `archiveTransactions`). */
  archive: boolean
  /** The stand-in onramp providers and their orders; without them the onramp routes are 404. */
  onramp?: BlockchainApiOnramp
  /** The run's name service; without it the `/v1/profile/` routes are 404. */
  names?: NameRegistry
}

/** A request as the router needs it. */
export interface BlockchainApiRequest {
  method: string
  url: URL
  /** The parsed JSON body of a POST; undefined when absent or not JSON. */
  body?: unknown
}

function refuseProjectId(params: URLSearchParams, body: unknown): BlockchainApiAnswer | undefined {
  // The price call also carries the project id in its body (SPEC section 7).
  const inBody = (body as { projectId?: unknown } | undefined)?.projectId
  const projectId = params.get('projectId') ?? (typeof inBody === 'string' ? inBody : null)
  if (!projectId) return fail(401, 'Unauthorized: missing projectId')
  if (!/^[0-9a-f]{32}$/i.test(projectId)) return fail(403, 'Unauthorized: invalid key')
  return undefined
}

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

function parseAddress(raw: string): Address | undefined {
  const value = decode(raw)
  return /^0x[0-9a-fA-F]{40}$/.test(value) ? getAddress(value.toLowerCase()) : undefined
}

/** A base58 Solana address: 32 bytes. */
function parseSolanaAddress(raw: string): string | undefined {
  const value = decode(raw)
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value) && bs58.decodeUnsafe(value)?.length === 32
    ? value
    : undefined
}

/** A balance request for Solana: a `solana:` chain, or no chain and an address that is not 0x. */
function isSolanaBalance(raw: string, chainId: string | null): boolean {
  return chainId ? chainId.startsWith('solana:') : !decode(raw).startsWith('0x')
}

/**
 * Balances on the local Solana validator, refused and answered as the EVM ones are: 400 for a
 * malformed address, chain or currency; none for a chain the sandbox lacks.
 */
async function answerSolanaBalance(
  raw: string,
  params: URLSearchParams,
  context: BlockchainApiContext,
): Promise<BlockchainApiAnswer> {
  const address = parseSolanaAddress(raw)
  if (!address) return fail(400, `Invalid address: ${decode(raw)}`)
  const chainId = params.get('chainId')
  // CAIP-2: the reference is at most 32 characters (Solana takes the genesis hash's first 32).
  if (chainId && !/^solana:[-_a-zA-Z0-9]{1,32}$/.test(chainId)) {
    return fail(400, `Invalid chainId: ${chainId}`)
  }
  const currency = params.get('currency') ?? 'usd'
  if (currency.toLowerCase() !== 'usd') return fail(400, `Unsupported currency: ${currency}`)
  const reader = context.solana
  if (!reader || (chainId && chainId !== reader.caipNetworkId)) return json(200, { balances: [] })
  return json(200, { balances: await readSolanaBalances(reader, address, context.assetsUrl) })
}

/**
 * A balance or history request for Bitcoin: a `bip122:` chain, or no chain and a regtest bech32
 * address.
 */
function isBitcoinAccount(raw: string, chainId: string | null): boolean {
  return chainId ? chainId.startsWith('bip122:') : /^bcrt1/i.test(decode(raw))
}

/** Why `chainId` is not a bip122 chain id of the query, or `undefined` (none given is fine). */
function refuseBitcoinChain(chainId: string | null): BlockchainApiAnswer | undefined {
  return chainId && !/^bip122:[0-9a-f]{32}$/.test(chainId)
    ? fail(400, `Invalid chainId: ${chainId}`)
    : undefined
}

/**
 * What the Bitcoin routes share once their query is checked: `empty` for a chain the sandbox
 * lacks (or no ledger), else `read` of the ledger for the address, a non-regtest address being a
 * 400 with the reason. The Bitcoin code loads on demand: btc-signer stays out of sandboxes without
 * Bitcoin.
 */
async function answerFromBitcoinLedger(
  raw: string,
  chainId: string | null,
  context: BlockchainApiContext,
  empty: unknown,
  read: (bitcoin: BitcoinLedgerSource, address: string) => Promise<unknown>,
): Promise<BlockchainApiAnswer> {
  const bitcoin = context.bitcoin
  if (!bitcoin || (chainId && chainId !== bitcoin.caipNetworkId)) return json(200, empty)
  const { InvalidBitcoinAddressError } = await import('../bitcoin/InvalidBitcoinAddressError.js')
  try {
    return json(200, await read(bitcoin, decode(raw)))
  } catch (error) {
    if (error instanceof InvalidBitcoinAddressError) return fail(400, error.message)
    throw error
  }
}

/**
 * Balances on the sandbox's Bitcoin ledger, refused as the others are: 400 for a malformed chain,
 * currency or address (any address that is not a regtest one); none for a chain the sandbox
 * lacks. The chain is checked first: a mainnet address asked on mainnet gets none, not a 400.
 */
async function answerBitcoinBalance(
  raw: string,
  params: URLSearchParams,
  context: BlockchainApiContext,
): Promise<BlockchainApiAnswer> {
  const chainId = params.get('chainId')
  const badChain = refuseBitcoinChain(chainId)
  if (badChain) return badChain
  const currency = params.get('currency') ?? 'usd'
  if (currency.toLowerCase() !== 'usd') return fail(400, `Unsupported currency: ${currency}`)
  return answerFromBitcoinLedger(
    raw,
    chainId,
    context,
    { balances: [] },
    async (bitcoin, address) => {
      const { readBitcoinBalances } = await import('./readBitcoinBalances.js')
      return { balances: readBitcoinBalances(bitcoin, address, context.assetsUrl) }
    },
  )
}

/**
 * History on the sandbox's Bitcoin ledger (see `readBitcoinHistory`), refused as the balance is:
 * 400 for a malformed chain or address (any address that is not a regtest one), and for any
 * cursor, since the one page it answers has none; none for a chain the sandbox lacks.
 */
async function answerBitcoinHistory(
  raw: string,
  params: URLSearchParams,
  context: BlockchainApiContext,
): Promise<BlockchainApiAnswer> {
  const chainId = params.get('chainId')
  const badChain = refuseBitcoinChain(chainId)
  if (badChain) return badChain
  const cursor = params.get('cursor')
  if (cursor) return fail(400, `Invalid cursor: ${cursor}`)
  const empty = { data: [], next: null }
  return answerFromBitcoinLedger(raw, chainId, context, empty, async (bitcoin, address) => {
    const { readBitcoinHistory } = await import('./readBitcoinHistory.js')
    return readBitcoinHistory(bitcoin, address, context.assetsUrl)
  })
}

/** An identity as answered: an avatar that is a path on the stand-in becomes an absolute URL. */
function resolveIdentity(identity: Identity | undefined, assetsUrl: string): Identity {
  if (!identity) return { name: null, avatar: null }
  const { avatar } = identity
  return avatar?.startsWith('/')
    ? { ...identity, avatar: new URL(avatar, assetsUrl).href }
    : identity
}

/** The chains a `chainId` query selects: all when absent, none for a chain the sandbox lacks. */
function selectReaders(context: BlockchainApiContext, chainId: string | null) {
  if (chainId === null || chainId === '') return context.readers
  if (!/^eip155:\d+$/.test(chainId)) return undefined
  return context.readers.filter((reader) => reader.caipNetworkId === chainId)
}

/**
 * Answers one Blockchain API request with the paths, query parameters and shapes of SPEC section
 * 7, read live from the sandbox chains (balances also from the local Solana validator; balances
 * and history also from the Bitcoin ledger, see `readBitcoinHistory`), plus the
 * NFT list `/v1/account/{address}/nfts` (`{ data: Nft[], next }`). The swap calls under
 * `/v1/convert/` trade on the sandbox exchange (see `answerConvert`). With `onramp`, the onramp
 * calls and the history with `onramp=<provider>` answer from the stand-in providers (see
 * `answerOnramp`). With `names`, the `/v1/profile/` calls read and write the run's name service
 * (see `answerProfile`). Images under `/assets/` (icons, NFT pictures, avatars) are the only route
 * without a project id, as `<img>` tags fetch them.
 * @example
 * await answerBlockchainApi({ method: 'GET', url: new URL(`${base}/v1/identity/0x...?projectId=${id}`) }, context)
 */
export async function answerBlockchainApi(
  request: BlockchainApiRequest,
  context: BlockchainApiContext,
): Promise<BlockchainApiAnswer> {
  const { pathname, searchParams: params } = request.url
  const image = /^\/assets\/([a-z0-9-]+\.svg)$/.exec(pathname)?.[1]
  if (image) {
    const svg = renderAssetIcon(image) ?? renderNftImage(image) ?? renderAvatar(image)
    return svg ? { status: 200, type: 'image/svg+xml', body: svg } : fail(404, 'Not Found')
  }
  const account = /^\/v1\/account\/([^/]+)\/(balance|history|nfts)$/.exec(pathname)
  const identity = /^\/v1\/identity\/([^/]+)$/.exec(pathname)
  const price = pathname === '/v1/fungible/price'
  const convert = /^\/v1\/convert\/([a-z-]+)$/.exec(pathname)?.[1]
  const convertMethod = convert ? convertRouteMethod(convert) : undefined
  const onrampMethod = context.onramp ? onrampRouteMethod(pathname) : undefined
  const profileMethod = context.names ? profileRouteMethod(pathname) : undefined
  if (!account && !identity && !price && !convertMethod && !onrampMethod && !profileMethod) {
    return fail(404, 'Not Found')
  }
  const method = convertMethod ?? onrampMethod ?? profileMethod ?? (price ? 'POST' : 'GET')
  if (request.method !== method) return fail(405, 'Method Not Allowed')
  const refused = refuseProjectId(params, request.body)
  if (refused) return refused

  if (convert && convertMethod) {
    const body = request.body
    if (method === 'POST' && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      return fail(400, 'Invalid body: expected a JSON object')
    }
    const fields = body as Record<string, unknown> | undefined
    return answerConvert(convert, {
      readers: context.readers,
      assetsUrl: context.assetsUrl,
      field: (name) => (method === 'POST' ? fields?.[name] : params.get(name)),
    })
  }

  if (onrampMethod && context.onramp) return answerOnramp(pathname, request.body, context.onramp)
  if (profileMethod && context.names) {
    return answerProfile({ pathname, params, body: request.body }, context.names, context.assetsUrl)
  }

  if (price) {
    const body = request.body as { currency?: unknown; addresses?: unknown } | undefined
    const addresses = body?.addresses
    if (!Array.isArray(addresses) || !addresses.every((entry) => typeof entry === 'string')) {
      return fail(400, 'Invalid body: addresses must be a list of CAIP-10 addresses')
    }
    if (body?.currency !== undefined && String(body.currency).toLowerCase() !== 'usd') {
      return fail(400, `Unsupported currency: ${String(body.currency)}`)
    }
    return json(200, { fungibles: priceFungibles(context.readers, addresses, context.assetsUrl) })
  }

  const raw = account?.[1] ?? identity?.[1] ?? ''
  // Onramp orders, for 0x and base58 addresses alike; without `onramp`, history as before.
  if (account?.[2] === 'history' && params.has('onramp') && context.onramp) {
    return answerOnrampHistory(decode(raw), params, context.assetsUrl, context.onramp)
  }
  if (account?.[2] === 'balance' && isBitcoinAccount(raw, params.get('chainId'))) {
    return answerBitcoinBalance(raw, params, context)
  }
  if (account?.[2] === 'history' && isBitcoinAccount(raw, params.get('chainId'))) {
    return answerBitcoinHistory(raw, params, context)
  }
  if (account?.[2] === 'balance' && isSolanaBalance(raw, params.get('chainId'))) {
    return answerSolanaBalance(raw, params, context)
  }
  const address = parseAddress(raw)
  if (!address) return fail(400, `Invalid address: ${decode(raw)}`)
  if (identity) {
    return json(
      200,
      resolveIdentity(context.identities.get(address.toLowerCase()), context.assetsUrl),
    )
  }
  const readers = selectReaders(context, params.get('chainId'))
  if (!readers) return fail(400, `Invalid chainId: ${params.get('chainId')}`)
  if (account?.[2] === 'balance') {
    const currency = params.get('currency') ?? 'usd'
    if (currency.toLowerCase() !== 'usd') return fail(400, `Unsupported currency: ${currency}`)
    return json(200, { balances: await readBalances(readers, address, context.assetsUrl) })
  }
  const cursor = params.get('cursor')
  if (account?.[2] === 'nfts') {
    const after = cursor ? decodeNftCursor(cursor) : undefined
    if (cursor && !after) return fail(400, `Invalid cursor: ${cursor}`)
    return json(200, await readNfts(readers, address, context.assetsUrl, after))
  }
  const after = cursor ? decodeCursor(cursor) : undefined
  if (cursor && !after) return fail(400, `Invalid cursor: ${cursor}`)
  return json(200, await readHistory(readers, address, context.assetsUrl, after, context.archive))
}

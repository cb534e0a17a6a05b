import { erc20Abi, isAddressEqual, maxUint256 } from 'viem'
import type { BlockchainApiAnswer, SwapQuote, SwapToken } from './BlockchainApiTypes.js'
import { buildApprove, buildSwap } from './buildConvertTransactions.js'
import {
  type CaipAddress,
  ConvertInputError,
  minAmountOut,
  readAmount,
  readCaipAddress,
  readCaipChain,
  readSlippage,
  sameChain,
} from './convertInput.js'
import type { ChainReader } from './createChainReader.js'
import { findSwapRoute, type SwapReader, swapReaderOf } from './findSwapRoute.js'
import { fail, json } from './jsonAnswer.js'
import { readerFungibles } from './readerFungibles.js'
import { nativeAssetAddress } from './sandboxAssets.js'

/** What a convert route reads: its chains, where icons are served, and its request's fields. */
export interface ConvertRequest {
  readers: readonly ChainReader[]
  assetsUrl: string
  /** A query parameter of a GET, a field of a POST's JSON body. */
  field(name: string): unknown
}

type ConvertRoute = (request: ConvertRequest) => Promise<unknown>

const isNative = (token: CaipAddress) => isAddressEqual(token.address, nativeAssetAddress)

/** The sold and bought tokens of a request, with the user, on one chain that can swap. */
function readTrade(request: ConvertRequest) {
  const user = readCaipAddress(request.field('userAddress'), 'userAddress')
  const from = readCaipAddress(request.field('from'), 'from')
  const to = readCaipAddress(request.field('to'), 'to')
  const reader = swapReaderOf(request.readers, sameChain([user, from, to]))
  return { reader, user, from, to }
}

async function routeOf(reader: SwapReader, from: CaipAddress, to: CaipAddress, amount: bigint) {
  if (isAddressEqual(from.address, to.address)) {
    throw new ConvertInputError(`from and to are the same token: ${from.raw}`)
  }
  return findSwapRoute(reader, from.address, to.address, amount)
}

const routes: Record<string, { method: 'GET' | 'POST'; answer: ConvertRoute }> = {
  tokens: {
    method: 'GET',
    async answer({ readers, assetsUrl, field }) {
      const reader = swapReaderOf(readers, readCaipChain(field('chainId')))
      const tokens: SwapToken[] = readerFungibles(reader).map(({ address, asset }) => ({
        name: asset.name,
        symbol: asset.symbol,
        address: `${reader.caipNetworkId}:${address}`,
        decimals: asset.decimals,
        logoUri: `${assetsUrl}/${asset.icon}`,
        eip2612: false,
      }))
      return { tokens }
    },
  },
  quotes: {
    method: 'GET',
    async answer(request) {
      const { reader, from, to } = readTrade(request)
      const amount = readAmount(request.field('amount'), 'amount')
      const gasPrice = request.field('gasPrice')
      // Not used (the sandbox charges no fee in gas), but refused when malformed, as it would be.
      if (gasPrice !== undefined && gasPrice !== null && !/^\d+$/.test(String(gasPrice))) {
        throw new ConvertInputError(`Invalid gasPrice: ${String(gasPrice)} (expected wei)`)
      }
      const route = await routeOf(reader, from, to, amount)
      const quotes: SwapQuote[] = route
        ? [
            {
              fromAmount: String(amount),
              fromAccount: from.raw,
              toAmount: String(route.amountOut),
              toAccount: to.raw,
            },
          ]
        : []
      return { quotes }
    },
  },
  'gas-price': {
    method: 'GET',
    async answer({ readers, field }) {
      const chainId = readCaipChain(field('chainId'))
      const reader = readers.find((entry) => entry.chainId === chainId)
      if (!reader) throw new ConvertInputError('Network not supported for Gas Price')
      const standard = await reader.client.getGasPrice()
      return {
        standard: String(standard),
        fast: String((standard * 125n) / 100n),
        instant: String((standard * 150n) / 100n),
      }
    },
  },
  allowance: {
    method: 'GET',
    async answer({ readers, field }) {
      const token = readCaipAddress(field('tokenAddress'), 'tokenAddress')
      const user = readCaipAddress(field('userAddress'), 'userAddress')
      const reader = swapReaderOf(readers, sameChain([token, user]))
      // The native currency is sent as the swap's value: nothing to approve.
      if (isNative(token)) return { allowance: String(maxUint256) }
      const code = await reader.client.getCode({ address: token.address })
      if (!code || code === '0x') throw new ConvertInputError(`No token contract at ${token.raw}`)
      const allowance = await reader.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user.address, reader.swapAddress],
      })
      return { allowance: String(allowance) }
    },
  },
  'build-approve': {
    method: 'GET',
    async answer(request) {
      const { reader, user, from } = readTrade(request)
      const amount = readAmount(request.field('amount'), 'amount')
      if (isNative(from)) {
        throw new ConvertInputError('The native currency needs no approval: swap it directly')
      }
      return { tx: await buildApprove(reader, user.address, from.address, amount) }
    },
  },
  'build-transaction': {
    method: 'POST',
    async answer(request) {
      const { reader, user, from, to } = readTrade(request)
      const amount = readAmount(request.field('amount'), 'amount')
      const options = request.field('eip155')
      const slippage = readSlippage(
        typeof options === 'object' && options !== null
          ? (options as { slippage?: unknown }).slippage
          : undefined,
      )
      const disableEstimate = request.field('disableEstimate') ?? false
      if (typeof disableEstimate !== 'boolean') {
        throw new ConvertInputError('Invalid disableEstimate: expected true or false')
      }
      const route = await routeOf(reader, from, to, amount)
      if (!route) throw new ConvertInputError(`No swap route from ${from.raw} to ${to.raw}`)
      const minOut = minAmountOut(route.amountOut, slippage)
      return {
        tx: await buildSwap(reader, user.address, route, amount, minOut, !disableEstimate),
      }
    },
  },
}

/**
 * The HTTP method of a convert route (`tokens`, `quotes`, `gas-price`, `allowance`,
 * `build-approve`: GET; `build-transaction`: POST), or undefined for a name that is not one.
 * @example
 * convertRouteMethod('build-transaction') // 'POST'
 */
export function convertRouteMethod(name: string): 'GET' | 'POST' | undefined {
  return Object.hasOwn(routes, name) ? routes[name]?.method : undefined
}

/**
 * Answers one `/v1/convert/{name}` request (the swap calls of SPEC section 7) against the sandbox
 * exchange (`SandboxSwap`) of the chain the request names: tokens, quotes read from the
 * exchange's own `quote`, gas prices, allowances to the exchange, and `approve` and `swap`
 * transactions built to be signed and sent as they are. A request the stand-in cannot use is
 * answered 400 with `{ message }`; a chain without an exchange, 'Network not supported for Swaps'.
 * The method and project id are checked before, by `answerBlockchainApi`.
 * @example
 * await answerConvert('quotes', { readers, assetsUrl, field: (name) => url.searchParams.get(name) })
 * // { status: 200, body: '{"quotes":[{"fromAmount":"1000000000000000000",...}]}' }
 */
export async function answerConvert(
  name: string,
  request: ConvertRequest,
): Promise<BlockchainApiAnswer> {
  const route = Object.hasOwn(routes, name) ? routes[name] : undefined
  if (!route) return fail(404, 'Not Found')
  try {
    return json(200, await route.answer(request))
  } catch (error) {
    if (error instanceof ConvertInputError) return fail(400, error.message)
    throw error
  }
}

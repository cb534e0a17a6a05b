import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  isAddressEqual,
  RawContractError,
} from 'viem'
import { sandboxSwap } from '../contracts/sandboxSwap.js'
import { ConvertInputError } from './convertInput.js'
import type { ChainReader } from './createChainReader.js'

/** A chain the convert routes answer for: it has the sandbox exchange and token. */
export type SwapReader = ChainReader & { swapAddress: Address; tokenAddress: Address }

/** The path a swap takes through the exchange's pools, and what it pays at their current state. */
export interface SwapRoute {
  path: Address[]
  amountOut: bigint
}

/**
 * The reader of `chainId` when it can swap.
 * @example
 * const reader = swapReaderOf(context.readers, 31337) // throws 'Network not supported for Swaps' for 1
 */
export function swapReaderOf(readers: readonly ChainReader[], chainId: number): SwapReader {
  const reader = readers.find((entry) => entry.chainId === chainId)
  if (!reader?.swapAddress || !reader.tokenAddress) {
    throw new ConvertInputError('Network not supported for Swaps')
  }
  return reader as SwapReader
}

/** The address a path names a token by: the exchange's own for the native currency. */
const onPath = (address: Address) =>
  isAddressEqual(address, sandboxSwap.nativeAddress) ? sandboxSwap.nativeAddress : address

/**
 * The route that pays the most for `amountIn` of `from` in `to`: straight through their pool, or
 * two hops through the sandbox token (SUSD), which every sandbox pool trades against; undefined
 * when neither has pools. `amountOut` is the exchange's own `quote`, so it is exactly what a swap
 * sent now pays. Refuses an amount the pools cannot take (too large for the arithmetic, or so
 * small that it buys nothing).
 * @example
 * await findSwapRoute(reader, nativeAddress, euroTokenAddress, 10n ** 18n)
 * // { path: ['0xEeee...', '0x5FbD...', '0x...'], amountOut: 2697...n }
 */
export async function findSwapRoute(
  reader: SwapReader,
  from: Address,
  to: Address,
  amountIn: bigint,
): Promise<SwapRoute | undefined> {
  const exchange = { address: reader.swapAddress, abi: sandboxSwap.artifact.abi } as const
  const hub = reader.tokenAddress
  const candidates = [[onPath(from), onPath(to)]]
  if (!isAddressEqual(from, hub) && !isAddressEqual(to, hub)) {
    candidates.push([onPath(from), hub, onPath(to)])
  }
  const hasPools = async (path: Address[]) => {
    const hops = path.flatMap((token, index) => {
      const next = path[index + 1]
      return next ? [[token, next] as const] : []
    })
    const reserves = await Promise.all(
      hops.map((args) =>
        reader.client.readContract({ ...exchange, functionName: 'reserves', args }),
      ),
    )
    return reserves.every(([reserveIn, reserveOut]) => reserveIn > 0n && reserveOut > 0n)
  }
  const open = (
    await Promise.all(candidates.map(async (path) => ((await hasPools(path)) ? [path] : [])))
  ).flat()
  if (open.length === 0) return undefined
  const routes = await Promise.all(
    open.map(async (path) => {
      try {
        const amountOut = await reader.client.readContract({
          ...exchange,
          functionName: 'quote',
          args: [path, amountIn],
        })
        return { path, amountOut }
      } catch (error) {
        // The pools exist, so a revert is the arithmetic overflowing: the amount is absurd.
        const reverted =
          error instanceof BaseError &&
          error.walk(
            (cause) =>
              cause instanceof ContractFunctionRevertedError || cause instanceof RawContractError,
          )
        if (reverted)
          throw new ConvertInputError(`Amount too large for the sandbox pools: ${amountIn}`)
        throw error
      }
    }),
  )
  const best = routes.reduce((a, b) => (b.amountOut > a.amountOut ? b : a))
  if (best.amountOut === 0n) {
    throw new ConvertInputError(
      `Amount too small: the sandbox pools would pay nothing for ${amountIn}`,
    )
  }
  return best
}

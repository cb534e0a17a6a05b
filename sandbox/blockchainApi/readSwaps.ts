import { type Address, getAbiItem, type Hash } from 'viem'
import { sandboxSwap } from '../contracts/sandboxSwap.js'
import type { ChainReader } from './createChainReader.js'

/** One `Swap` of the sandbox exchange: `amountIn` of `path[0]` sold for `amountOut` of the last. */
export interface SwapLog {
  sender: Address
  recipient: Address
  path: readonly Address[]
  amountIn: bigint
  amountOut: bigint
  blockNumber: bigint
  transactionHash: Hash
}

/**
 * Every `Swap` the sandbox exchange logged on one chain within the blocks given, oldest first;
 * none when the chain has no exchange. The history reads a swap's two legs from them, since the
 * ETH an exchange pays out moves inside the transaction, where no transfer log shows it.
 * @example
 * const swaps = await readSwaps(reader, { fromBlock: 0n, toBlock: 'latest' })
 * // [{ sender: '0x9965...', path: ['0xEeee...', '0x5FbD...'], amountIn: 10n ** 18n, ... }]
 */
export async function readSwaps(
  reader: ChainReader,
  blocks: { fromBlock: bigint; toBlock: bigint | 'latest' },
): Promise<SwapLog[]> {
  if (!reader.swapAddress) return []
  const logs = await reader.client.getLogs({
    address: reader.swapAddress,
    event: getAbiItem({ abi: sandboxSwap.artifact.abi, name: 'Swap' }),
    ...blocks,
  })
  return logs.flatMap(({ args, blockNumber, transactionHash }) => {
    const { sender, recipient, path, amountIn, amountOut } = args
    if (!sender || !recipient || !path || amountIn === undefined || amountOut === undefined) {
      return []
    }
    return [{ sender, recipient, path, amountIn, amountOut, blockNumber, transactionHash }]
  })
}

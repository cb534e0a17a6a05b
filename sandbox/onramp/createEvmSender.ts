import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { toViemChain } from '../chain/toViemChain.js'
import { sandboxToken } from '../contracts/sandboxToken.js'
import { createSerialQueue } from './createSerialQueue.js'
import type { OnrampNetwork, OnrampOrder } from './onrampTypes.js'

type EvmNetwork = Extract<OnrampNetwork, { namespace: 'eip155' }>

/** A hot wallet on one network: its address, and a send that resolves once the chain mined it. */
export interface OnrampSender {
  address: string
  /** Sends the order's `purchaseUnits` to its destination; resolves with the hash once mined. */
  send(order: OnrampOrder): Promise<string>
}

// Bounded: a chain that stops mining fails the delivery (the order turns FAILED), never hangs it.
const receiptTimeoutMs = 30_000
// SandboxToken's faucet gives at most this much a call (its `maxMint`).
const maxMint = parseUnits('1000', sandboxToken.decimals)

/**
 * The hot wallet `privateKey` on an EVM sandbox chain: sends native ETH, or SUSD with an ERC20
 * `transfer`, one transaction at a time. Before a SUSD delivery it tops itself up from the token's
 * faucet (`mint`, 1000 SUSD a call) when it holds less than the order, so it never runs dry.
 * @example
 * const sender = createEvmSender(network, devAccounts()[8].privateKey)
 * const hash = await sender.send(order)
 */
export function createEvmSender(network: EvmNetwork, privateKey: Hex): OnrampSender {
  const account = privateKeyToAccount(privateKey)
  const chain = toViemChain(network)
  const transport = http(network.rpcUrl, { retryCount: 0, timeout: 15_000 })
  const wallet = createWalletClient({ account, chain, transport })
  const reads = createPublicClient({ chain, transport, cacheTime: 0, pollingInterval: 100 })
  const enqueue = createSerialQueue()
  const token = { address: network.tokenAddress, abi: erc20Abi } as const

  const mined = async (hash: Hash) => {
    const receipt = await reads.waitForTransactionReceipt({
      hash,
      timeout: receiptTimeoutMs,
      pollingInterval: 100,
    })
    if (receipt.status !== 'success') throw new Error(`the transaction ${hash} reverted`)
    return hash
  }

  const topUp = async (units: bigint) => {
    const held = await reads.readContract({
      ...token,
      functionName: 'balanceOf',
      args: [account.address],
    })
    // Whole faucet calls: what is left over stays as a float for the next delivery.
    for (let holds = held; holds < units; holds += maxMint) {
      await mined(
        await wallet.writeContract({
          address: network.tokenAddress,
          abi: sandboxToken.artifact.abi,
          functionName: 'mint',
          args: [account.address, maxMint],
        }),
      )
    }
  }

  const send = async (order: OnrampOrder) => {
    const to: Address = getAddress(order.destination)
    if (order.purchaseCurrency === 'ETH') {
      return mined(await wallet.sendTransaction({ to, value: order.purchaseUnits }))
    }
    if (order.purchaseCurrency !== 'SUSD') {
      throw new Error(`${order.purchaseCurrency} is not delivered on ${network.caipNetworkId}`)
    }
    await topUp(order.purchaseUnits)
    return mined(
      await wallet.writeContract({
        ...token,
        functionName: 'transfer',
        args: [to, order.purchaseUnits],
      }),
    )
  }

  return { address: account.address, send: (order) => enqueue(() => send(order)) }
}

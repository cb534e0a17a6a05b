import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { toViemChain } from '../chain/toViemChain.js'

// Bounds on every wait: one RPC answer from a local anvil comes in milliseconds, and anvil mines a
// transaction as it arrives, so these only end a hang (a chain stopped mid-call).
const rpcTimeoutMs = 10_000
const receiptTimeoutMs = 30_000

/**
 * A public client of a local chain, without retries or caching: a stopped chain fails at once and a
 * read right after a transaction sees it.
 * @example
 * const code = await publicClientOf(rpcUrl).getCode({ address })
 */
export function publicClientOf(rpcUrl: string): PublicClient {
  return createPublicClient({
    transport: http(rpcUrl, { retryCount: 0, timeout: rpcTimeoutMs }),
    cacheTime: 0,
    pollingInterval: 50,
  })
}

/**
 * A wallet client of `privateKey` on the chain at `rpcUrl` (its id read from the chain), for
 * sending from a local key.
 * @example
 * const wallet = await walletClientOf(rpcUrl, ownerKey)
 */
export async function walletClientOf(
  rpcUrl: string,
  privateKey: Hex,
): Promise<WalletClient<Transport, Chain, Account>> {
  const chainId = await publicClientOf(rpcUrl).getChainId()
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: toViemChain({ chainId, rpcUrl }),
    transport: http(rpcUrl, { retryCount: 0, timeout: rpcTimeoutMs }),
    cacheTime: 0,
  })
}

/**
 * The receipt of `hash` once mined (30 s at most); throws when the transaction reverted.
 * @example
 * const receipt = await mined(rpcUrl, hash, 'createAccount')
 */
export async function mined(rpcUrl: string, hash: Hash, what: string): Promise<TransactionReceipt> {
  const receipt = await publicClientOf(rpcUrl).waitForTransactionReceipt({
    hash,
    timeout: receiptTimeoutMs,
    pollingInterval: 50,
  })
  if (receipt.status !== 'success') throw new Error(`${what}: transaction ${hash} reverted`)
  return receipt
}

/**
 * Whether `address` holds contract code on the chain at `rpcUrl`.
 * @example
 * if (!(await isDeployed(rpcUrl, factory))) await deploySmartAccountFactory(rpcUrl)
 */
export async function isDeployed(rpcUrl: string, address: Hex): Promise<boolean> {
  const code = await publicClientOf(rpcUrl).getCode({ address })
  return code !== undefined && code !== '0x'
}

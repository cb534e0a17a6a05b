import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sandboxToken } from '../contracts/sandboxToken.js'
import type { DevAccount } from './devAccounts.js'
import { toViemChain } from './toViemChain.js'

/** What `seedChain` does, as data, so tests can work out the balances it leaves. */
export const seedPlan = {
  /** Minted to account 0 at deployment. */
  supply: parseUnits('1000000', sandboxToken.decimals),
  /** Sent from account 0 to each of accounts 1, 2 and 3. */
  grant: parseUnits('10000', sandboxToken.decimals),
  /** [from, to, amount in wei] between dev account indexes. */
  ether: [
    [0, 1, parseEther('1')],
    [1, 2, parseEther('0.5')],
    [2, 3, parseEther('0.25')],
  ],
  /** [from, to, amount in token units]. */
  tokens: [
    [1, 2, parseUnits('250', sandboxToken.decimals)],
    [2, 3, parseUnits('100', sandboxToken.decimals)],
    [3, 1, parseUnits('50', sandboxToken.decimals)],
  ],
  /** Account 1 approves account 2, which then moves tokens from 1 to 3 (a `transferFrom`). */
  allowance: parseUnits('100', sandboxToken.decimals),
  pulled: parseUnits('40', sandboxToken.decimals),
} as const

export interface SeedChainResult {
  tokenAddress: Address
}

/**
 * Deploys the sandbox token from its committed artifact with dev account 0, grants tokens to dev
 * accounts 1-3, and makes a few ETH and token transfers between them so balances and activity are
 * not empty. Deterministic: on a fresh chain the token lands at the same address every time.
 * @example
 * const chain = await startChain()
 * const { tokenAddress } = await seedChain(chain)
 */
export async function seedChain(chain: {
  chainId: number
  rpcUrl: string
  accounts: readonly DevAccount[]
}): Promise<SeedChainResult> {
  const viemChain = toViemChain(chain)
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({
    chain: viemChain,
    transport,
    cacheTime: 0,
    pollingInterval: 50,
  })
  const wallet = (index: number) => {
    const account = chain.accounts[index]
    if (!account) throw new Error(`seedChain needs dev account ${index}`)
    return createWalletClient({
      account: privateKeyToAccount(account.privateKey),
      chain: viemChain,
      transport,
    })
  }
  const address = (index: number) => wallet(index).account.address
  // One at a time: each transaction's nonce and fees depend on the one before.
  const mined = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`seedChain: transaction ${hash} reverted`)
    return receipt
  }

  const deployed = await mined(
    await wallet(0).deployContract({ ...sandboxToken.artifact, args: [seedPlan.supply] }),
  )
  if (!deployed.contractAddress)
    throw new Error('seedChain: the token deployment created no contract')
  const tokenAddress = getAddress(deployed.contractAddress)
  const token = { address: tokenAddress, abi: erc20Abi } as const

  for (const to of [1, 2, 3]) {
    await mined(
      await wallet(0).writeContract({
        ...token,
        functionName: 'transfer',
        args: [address(to), seedPlan.grant],
      }),
    )
  }
  for (const [from, to, value] of seedPlan.ether) {
    await mined(await wallet(from).sendTransaction({ to: address(to), value }))
  }
  for (const [from, to, amount] of seedPlan.tokens) {
    await mined(
      await wallet(from).writeContract({
        ...token,
        functionName: 'transfer',
        args: [address(to), amount],
      }),
    )
  }
  await mined(
    await wallet(1).writeContract({
      ...token,
      functionName: 'approve',
      args: [address(2), seedPlan.allowance],
    }),
  )
  await mined(
    await wallet(2).writeContract({
      ...token,
      functionName: 'transferFrom',
      args: [address(1), address(3), seedPlan.pulled],
    }),
  )
  return { tokenAddress }
}

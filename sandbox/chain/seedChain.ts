import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  parseEther,
  parseUnits,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sandboxNft } from '../contracts/sandboxNft.js'
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
  /** NFT token ids minted to account 0 right after the NFT is deployed (4 is the spam one). */
  nftMints: [1n, 2n, 3n, 4n],
  /** [from, to, token id]: one NFT moved between dev accounts, so history has an NFT transfer. */
  nftTransfer: [0, 1, 3n],
} as const

export interface SeedChainResult {
  tokenAddress: Address
  /** The sandbox NFT (Sandbox Critters), deployed by account 0 with its second transaction. */
  nftAddress: Address
}

/**
 * Deploys the sandbox token and then the sandbox NFT from their committed artifacts with dev
 * account 0, mints it the NFTs of the plan and moves one to account 1, grants tokens to dev
 * accounts 1-3, and makes a few ETH and token transfers between them so balances, NFTs and
 * activity are not empty. Deterministic: on a fresh chain both contracts land at the same
 * addresses every time. Only account 0 pays gas for the NFT steps.
 * @example
 * const chain = await startChain()
 * const { tokenAddress, nftAddress } = await seedChain(chain)
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
  const nftAddress = await seedNft(wallet, mined, address)

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
  return { tokenAddress, nftAddress }
}

/** Deploys the NFT, mints the plan's tokens to account 0 and makes the plan's NFT transfer. */
async function seedNft(
  wallet: (index: number) => WalletClient<Transport, Chain, Account>,
  mined: (hash: Hash) => Promise<{ contractAddress?: Address | null }>,
  address: (index: number) => Address,
): Promise<Address> {
  const deployed = await mined(await wallet(0).deployContract(sandboxNft.artifact))
  if (!deployed.contractAddress)
    throw new Error('seedChain: the NFT deployment created no contract')
  const nft = { address: getAddress(deployed.contractAddress), abi: sandboxNft.artifact.abi }
  for (const tokenId of seedPlan.nftMints) {
    await mined(
      await wallet(0).writeContract({ ...nft, functionName: 'mint', args: [address(0), tokenId] }),
    )
  }
  const [from, to, tokenId] = seedPlan.nftTransfer
  await mined(
    await wallet(from).writeContract({
      ...nft,
      functionName: 'safeTransferFrom',
      args: [address(from), address(to), tokenId],
    }),
  )
  return nft.address
}

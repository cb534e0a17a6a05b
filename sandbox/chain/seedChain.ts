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
import { sandboxEuro } from '../contracts/sandboxEuro.js'
import { sandboxNft } from '../contracts/sandboxNft.js'
import { sandboxSwap } from '../contracts/sandboxSwap.js'
import { sandboxToken } from '../contracts/sandboxToken.js'
import type { DevAccount } from './devAccounts.js'
import { toViemChain } from './toViemChain.js'

/** A side of a swap pool: the native currency, the sandbox token (SUSD) or the euro (SEUR). */
type PoolSide = 'native' | 'token' | 'euro'

// Both pools at the sandbox's fixed prices: 3000 SUSD an ETH, 1.1 SUSD a SEUR (ETH 3000 USD,
// SUSD 1 USD, SEUR 1.1 USD), deep enough that a swap of a few ETH barely moves them.
const pools: readonly (readonly [PoolSide, PoolSide, bigint, bigint])[] = [
  ['native', 'token', parseEther('100'), parseUnits('300000', sandboxToken.decimals)],
  [
    'token',
    'euro',
    parseUnits('330000', sandboxToken.decimals),
    parseUnits('300000', sandboxEuro.decimals),
  ],
]
const euroGrants: readonly (readonly [number, bigint])[] = [
  [2, parseUnits('5000', sandboxEuro.decimals)],
  [3, parseUnits('5000', sandboxEuro.decimals)],
]
/** How much of one side all the pools together take. */
const pooled = (side: PoolSide) =>
  pools.reduce(
    (sum, [a, b, amountA, amountB]) =>
      sum + (a === side ? amountA : 0n) + (b === side ? amountB : 0n),
    0n,
  )

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
  /**
   * Minted to account 0 when the euro (SEUR) is deployed, after every step above: exactly what
   * the pools take and the grants, so account 0 keeps none and its token list stays ETH and SUSD.
   */
  euroSupply: pooled('euro') + euroGrants.reduce((sum, [, amount]) => sum + amount, 0n),
  /**
   * The exchange's pools, opened by account 0 once the exchange is deployed after the euro:
   * [side A, side B, amount A, amount B].
   */
  pools,
  /** [dev account index, SEUR] sent from account 0 once the pools are open. */
  euroGrants,
} as const

export interface SeedChainResult {
  tokenAddress: Address
  /** The sandbox NFT (Sandbox Critters), deployed by account 0 with its second transaction. */
  nftAddress: Address
  /** The second sandbox token (Sandbox Euro, SEUR), deployed after every older step of the seed. */
  euroTokenAddress: Address
  /** The sandbox exchange (`SandboxSwap`), deployed right after the euro; its pools are open. */
  swapAddress: Address
}

/**
 * Deploys the sandbox token and then the sandbox NFT from their committed artifacts with dev
 * account 0, mints it the NFTs of the plan and moves one to account 1, grants tokens to dev
 * accounts 1-3, and makes a few ETH and token transfers between them so balances, NFTs and
 * activity are not empty. Then, last so the older contracts keep their addresses, it deploys the
 * euro (SEUR) and the exchange, opens the ETH/SUSD and SUSD/SEUR pools from account 0 and grants
 * SEUR to accounts 2 and 3. Deterministic: on a fresh chain every contract lands at the same
 * address every time. Only account 0 pays gas for the NFT and exchange steps.
 * @example
 * const chain = await startChain()
 * const { tokenAddress, nftAddress, euroTokenAddress, swapAddress } = await seedChain(chain)
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
  return { tokenAddress, nftAddress, ...(await seedSwap(wallet(0), mined, address, tokenAddress)) }
}

/**
 * Deploys the euro and the exchange from account 0, approves the exchange for both tokens, opens
 * the plan's pools and makes the plan's SEUR grants.
 */
async function seedSwap(
  deployer: WalletClient<Transport, Chain, Account>,
  mined: (hash: Hash) => Promise<{ contractAddress?: Address | null }>,
  address: (index: number) => Address,
  tokenAddress: Address,
): Promise<{ euroTokenAddress: Address; swapAddress: Address }> {
  const deploy = async (what: string, hash: Hash) => {
    const { contractAddress } = await mined(hash)
    if (!contractAddress) throw new Error(`seedChain: the ${what} deployment created no contract`)
    return getAddress(contractAddress)
  }
  const euroTokenAddress = await deploy(
    'euro',
    await deployer.deployContract({ ...sandboxEuro.artifact, args: [seedPlan.euroSupply] }),
  )
  const swapAddress = await deploy('exchange', await deployer.deployContract(sandboxSwap.artifact))
  const sides: Record<PoolSide, Address> = {
    native: sandboxSwap.nativeAddress,
    token: tokenAddress,
    euro: euroTokenAddress,
  }
  // Exactly what the pools take, so account 0 leaves no allowance behind: a swap it makes later
  // goes through the approval step as anyone's would.
  for (const side of ['token', 'euro'] as const) {
    await mined(
      await deployer.writeContract({
        address: sides[side],
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapAddress, pooled(side)],
      }),
    )
  }
  for (const [a, b, amountA, amountB] of seedPlan.pools) {
    const value = a === 'native' ? amountA : b === 'native' ? amountB : 0n
    await mined(
      await deployer.writeContract({
        address: swapAddress,
        abi: sandboxSwap.artifact.abi,
        functionName: 'addLiquidity',
        args: [sides[a], sides[b], amountA, amountB],
        value,
      }),
    )
  }
  for (const [to, amount] of seedPlan.euroGrants) {
    await mined(
      await deployer.writeContract({
        address: euroTokenAddress,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address(to), amount],
      }),
    )
  }
  return { euroTokenAddress, swapAddress }
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

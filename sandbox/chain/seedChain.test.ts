import {
  type Address,
  createPublicClient,
  erc20Abi,
  getContractAddress,
  http,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxEuro } from '../contracts/sandboxEuro.js'
import { sandboxNft } from '../contracts/sandboxNft.js'
import { sandboxSwap } from '../contracts/sandboxSwap.js'
import { sandboxToken } from '../contracts/sandboxToken.js'
import { type SeedChainResult, seedChain, seedPlan } from './seedChain.js'
import { type SandboxChain, startChain } from './startChain.js'

let chain: SandboxChain
let twin: SandboxChain
let tokenAddress: Address
let nftAddress: Address
let euroTokenAddress: Address
let swapAddress: Address
let twinSeed: SeedChainResult
beforeAll(async () => {
  ;[chain, twin] = await Promise.all([startChain(), startChain()])
  let seed: SeedChainResult
  ;[seed, twinSeed] = await Promise.all([seedChain(chain), seedChain(twin)])
  ;({ tokenAddress, nftAddress, euroTokenAddress, swapAddress } = seed)
})
afterAll(async () => {
  await Promise.all([chain?.stop(), twin?.stop()])
})

const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl), cacheTime: 0 })
const address = (index: number) => chain.accounts[index]?.address ?? '0x'

/** What all the plan's pools take of one side. */
const pooled = (side: 'native' | 'token' | 'euro') =>
  seedPlan.pools.reduce(
    (sum, [a, b, amountA, amountB]) =>
      sum + (a === side ? amountA : 0n) + (b === side ? amountB : 0n),
    0n,
  )

/** What the plan should leave each dev account with, worked out from the plan alone. */
function expectedTokens(): bigint[] {
  const balances = Array.from({ length: 10 }, () => 0n)
  const move = (from: number, to: number, amount: bigint) => {
    balances[from] = (balances[from] ?? 0n) - amount
    balances[to] = (balances[to] ?? 0n) + amount
  }
  balances[0] = seedPlan.supply
  for (const to of [1, 2, 3]) move(0, to, seedPlan.grant)
  for (const [from, to, amount] of seedPlan.tokens) move(from, to, amount)
  move(1, 3, seedPlan.pulled)
  balances[0] = (balances[0] ?? 0n) - pooled('token')
  return balances
}

/** ETH each account paid in gas, from the receipts of every transaction on the chain. */
async function gasPaid(): Promise<Map<string, bigint>> {
  const client = clientOf(chain.rpcUrl)
  const paid = new Map<string, bigint>()
  const latest = await client.getBlockNumber()
  for (let blockNumber = 0n; blockNumber <= latest; blockNumber++) {
    const block = await client.getBlock({ blockNumber, includeTransactions: true })
    for (const tx of block.transactions) {
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      const key = tx.from.toLowerCase()
      paid.set(key, (paid.get(key) ?? 0n) + receipt.gasUsed * receipt.effectiveGasPrice)
    }
  }
  return paid
}

describe('seedChain', () => {
  it('deploys the sandbox token from account 0 at its first-nonce address', async () => {
    expect(tokenAddress).toBe(getContractAddress({ from: address(0), nonce: 0n }))
    const client = clientOf(chain.rpcUrl)
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      client.readContract({ address: tokenAddress, abi: erc20Abi, functionName })
    expect(await read('name')).toBe('Sandbox USD')
    expect(await read('symbol')).toBe('SUSD')
    expect(await read('decimals')).toBe(sandboxToken.decimals)
    expect(await read('totalSupply')).toBe(seedPlan.supply)
  })

  it('leaves the token balances and allowance the plan says', async () => {
    const client = clientOf(chain.rpcUrl)
    const balances = await Promise.all(
      chain.accounts.map((account) =>
        client.readContract({
          address: tokenAddress,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        }),
      ),
    )
    expect(balances).toEqual(expectedTokens())
    expect(balances[1]).toBe(9_760_000_000n)
    const allowance = await client.readContract({
      address: tokenAddress,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address(1), address(2)],
    })
    expect(allowance).toBe(seedPlan.allowance - seedPlan.pulled)
  })

  it('moves ETH between the dev accounts as planned, less the gas each paid and the pooled ETH', async () => {
    const client = clientOf(chain.rpcUrl)
    const paid = await gasPaid()
    const expected = Array.from({ length: 10 }, () => parseEther('10000'))
    for (const [from, to, value] of seedPlan.ether) {
      expected[from] = (expected[from] ?? 0n) - value
      expected[to] = (expected[to] ?? 0n) + value
    }
    // The ETH side of the pools left account 0 for the exchange.
    expected[0] = (expected[0] ?? 0n) - pooled('native')
    for (const [index, account] of chain.accounts.entries()) {
      const balance = await client.getBalance({ address: account.address })
      expect(balance).toBe(
        (expected[index] ?? 0n) - (paid.get(account.address.toLowerCase()) ?? 0n),
      )
    }
    expect(paid.get(address(4).toLowerCase())).toBeUndefined()
  })

  it('deploys the sandbox NFT next, mints the planned ids to account 0 and moves one to account 1', async () => {
    expect(nftAddress).toBe(getContractAddress({ from: address(0), nonce: 1n }))
    const client = clientOf(chain.rpcUrl)
    const nft = { address: nftAddress, abi: sandboxNft.artifact.abi } as const
    expect(await client.readContract({ ...nft, functionName: 'name' })).toBe('Sandbox Critters')
    expect(await client.readContract({ ...nft, functionName: 'symbol' })).toBe('CRIT')
    const [from, to, moved] = seedPlan.nftTransfer
    for (const tokenId of seedPlan.nftMints) {
      const holder = await client.readContract({ ...nft, functionName: 'ownerOf', args: [tokenId] })
      expect(holder).toBe(address(tokenId === moved ? to : from))
    }
    const balance = (index: number) =>
      client.readContract({ ...nft, functionName: 'balanceOf', args: [address(index)] })
    expect([await balance(0), await balance(1)]).toEqual([3n, 1n])
    expect(await client.readContract({ ...nft, functionName: 'tokenURI', args: [4n] })).toBe(
      'sandbox://critters/4',
    )
  })

  it('deploys the euro and then the exchange from account 0 after every older step', async () => {
    // Account 0's older transactions: the token, the NFT, its mints and transfer, the three grants
    // and its ETH transfers. The euro takes the next nonce, so no older address moved.
    const older =
      2 + seedPlan.nftMints.length + 1 + 3 + seedPlan.ether.filter(([from]) => from === 0).length
    expect(euroTokenAddress).toBe(getContractAddress({ from: address(0), nonce: BigInt(older) }))
    expect(swapAddress).toBe(getContractAddress({ from: address(0), nonce: BigInt(older + 1) }))
    const client = clientOf(chain.rpcUrl)
    const euro = { address: euroTokenAddress, abi: erc20Abi } as const
    expect(await client.readContract({ ...euro, functionName: 'name' })).toBe('Sandbox Euro')
    expect(await client.readContract({ ...euro, functionName: 'symbol' })).toBe('SEUR')
    expect(await client.readContract({ ...euro, functionName: 'decimals' })).toBe(
      sandboxEuro.decimals,
    )
    expect(await client.readContract({ ...euro, functionName: 'totalSupply' })).toBe(
      seedPlan.euroSupply,
    )
  })

  it('opens the planned pools at 3000 SUSD an ETH and 1.1 SUSD a SEUR, the exchange holding them', async () => {
    const client = clientOf(chain.rpcUrl)
    const sides = { native: sandboxSwap.nativeAddress, token: tokenAddress, euro: euroTokenAddress }
    for (const [a, b, amountA, amountB] of seedPlan.pools) {
      const reserves = await client.readContract({
        address: swapAddress,
        abi: sandboxSwap.artifact.abi,
        functionName: 'reserves',
        args: [sides[a], sides[b]],
      })
      expect(reserves).toEqual([amountA, amountB])
    }
    const [eth, susd] = [seedPlan.pools[0]?.[2] ?? 0n, seedPlan.pools[0]?.[3] ?? 0n]
    expect((susd * 10n ** 18n) / eth).toBe(3000n * 10n ** BigInt(sandboxToken.decimals))
    const [susdSide, seur] = [seedPlan.pools[1]?.[2] ?? 0n, seedPlan.pools[1]?.[3] ?? 0n]
    expect((susdSide * 10n ** 18n * 10n) / seur).toBe(11n * 10n ** BigInt(sandboxToken.decimals))
    expect(await client.getBalance({ address: swapAddress })).toBe(pooled('native'))
    const held = (token: Address) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [swapAddress],
      })
    expect([await held(tokenAddress), await held(euroTokenAddress)]).toEqual([
      pooled('token'),
      pooled('euro'),
    ])
  })

  it('grants SEUR to accounts 2 and 3, leaves account 0 none, and no allowance to the exchange', async () => {
    const client = clientOf(chain.rpcUrl)
    const euroOf = (index: number) =>
      client.readContract({
        address: euroTokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address(index)],
      })
    const balances = await Promise.all(chain.accounts.map((_, index) => euroOf(index)))
    const expected = balances.map(() => 0n)
    for (const [to, amount] of seedPlan.euroGrants) expected[to] = amount
    expect(balances).toEqual(expected)
    expect(expected[2]).toBe(5000n * 10n ** 18n)
    for (const token of [tokenAddress, euroTokenAddress]) {
      const allowance = await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address(0), swapAddress],
      })
      expect(allowance).toBe(0n)
    }
  })

  it('is deterministic: a second fresh chain gets the same addresses and balances', async () => {
    expect(twinSeed).toEqual({ tokenAddress, nftAddress, euroTokenAddress, swapAddress })
    const [here, there] = [clientOf(chain.rpcUrl), clientOf(twin.rpcUrl)]
    for (const account of chain.accounts.slice(0, 4)) {
      expect(await there.getBalance({ address: account.address })).toBe(
        await here.getBalance({ address: account.address }),
      )
    }
  })
})

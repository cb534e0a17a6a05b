import { type Address, erc20Abi, formatEther, formatUnits, type Hash, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxSwap } from '../contracts/sandboxSwap.js'
import type { Transaction } from './BlockchainApiTypes.js'
import { convertKit } from './fixtures/convertKit.js'
import { setupSeededApi } from './setupSeededApi.js'

const seeded = setupSeededApi()
const { reads, wallet } = convertKit(seeded)
const native = sandboxSwap.nativeAddress
async function mined(hash: Hash) {
  return reads().waitForTransactionReceipt({ hash, timeout: 10_000, pollingInterval: 50 })
}

/** Swaps on the exchange from dev account `index`, paid to `recipient` (itself by default). */
async function swap(
  index: number,
  path: Address[],
  amountIn: bigint,
  options: { recipient?: Address; minAmountOut?: bigint } = {},
) {
  const seller = wallet(index)
  const amountOut = await reads().readContract({
    address: seeded.seed().swapAddress,
    abi: sandboxSwap.artifact.abi,
    functionName: 'quote',
    args: [path, amountIn],
  })
  const receipt = await mined(
    await seller.writeContract({
      address: seeded.seed().swapAddress,
      abi: sandboxSwap.artifact.abi,
      functionName: 'swap',
      args: [
        path,
        amountIn,
        options.minAmountOut ?? amountOut,
        options.recipient ?? seller.account.address,
      ],
      value: path[0] === native ? amountIn : 0n,
      // Given, so a swap meant to revert is sent rather than refused by the estimate.
      gas: 400_000n,
    }),
  )
  return { hash: receipt.transactionHash, status: receipt.status, amountOut }
}

/** The account's live history (the archive left out), newest first. */
async function history(index: number): Promise<Transaction[]> {
  const response = await seeded.get(`/v1/account/${seeded.account(index)}/history`)
  const page = (await response.json()) as { data: Transaction[] }
  return page.data.filter((entry) => !entry.id.startsWith('sandbox-archive-'))
}
const leg = (symbol: string, direction: 'in' | 'out', numeric: string, price: number) => ({
  fungible_info: {
    name: expect.any(String),
    symbol,
    icon: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/assets\/[a-z]+\.svg$/) },
  },
  direction,
  quantity: { numeric },
  value: Number(numeric) * price,
  price,
})

describe('a swap in /v1/account/{address}/history', () => {
  it('is one trade entry with both legs: the ETH sold out, the SEUR bought in, no middle hop', async () => {
    const { tokenAddress, euroTokenAddress, swapAddress } = seeded.seed()
    const amountIn = parseEther('0.4')
    const done = await swap(6, [native, tokenAddress, euroTokenAddress], amountIn)
    expect(done.status).toBe('success')
    const entries = (await history(6)).filter((entry) => entry.id === done.hash)
    expect(entries).toHaveLength(1)
    expect(entries[0]?.metadata).toMatchObject({
      operationType: 'trade',
      hash: done.hash,
      sentFrom: seeded.account(6),
      sentTo: swapAddress,
      status: 'confirmed',
      chain: 'eip155:31337',
    })
    expect(entries[0]?.transfers).toEqual([
      leg('ETH', 'out', '0.4', 3000),
      leg('SEUR', 'in', formatUnits(done.amountOut, 18), 1.1),
    ])
  })

  it('shows the ETH an exchange pays out, though no transfer log carries it', async () => {
    const { tokenAddress, euroTokenAddress, swapAddress } = seeded.seed()
    const amountIn = parseEther('150')
    const approved = await mined(
      await wallet(3).writeContract({
        address: euroTokenAddress,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapAddress, amountIn],
      }),
    )
    expect(approved.status).toBe('success')
    const done = await swap(3, [euroTokenAddress, tokenAddress, native], amountIn)
    expect(done.status).toBe('success')
    const [latest] = await history(3)
    expect(latest?.id).toBe(done.hash)
    expect(latest?.metadata.operationType).toBe('trade')
    expect(latest?.transfers).toEqual([
      leg('SEUR', 'out', '150', 1.1),
      leg('ETH', 'in', formatEther(done.amountOut), 3000),
    ])
  })

  it('paid to another account: a trade of the sale for the seller, a receive for the recipient', async () => {
    const { tokenAddress, swapAddress } = seeded.seed()
    const done = await swap(7, [native, tokenAddress], parseEther('0.1'), {
      recipient: seeded.account(8),
    })
    expect(done.status).toBe('success')
    const [sold] = await history(7)
    expect(sold).toMatchObject({ id: done.hash, metadata: { operationType: 'trade' } })
    expect(sold?.transfers).toEqual([leg('ETH', 'out', '0.1', 3000)])
    const [received] = await history(8)
    expect(received).toMatchObject({
      id: done.hash,
      metadata: { operationType: 'receive', sentFrom: swapAddress, sentTo: seeded.account(8) },
    })
    expect(received?.transfers).toEqual([leg('SUSD', 'in', formatUnits(done.amountOut, 6), 1)])
  })

  it('that reverted is one failed entry of the ETH it tried to sell', async () => {
    const { tokenAddress } = seeded.seed()
    const failed = await swap(9, [native, tokenAddress], parseEther('0.2'), {
      minAmountOut: 10n ** 30n,
    })
    expect(failed.status).toBe('reverted')
    const [latest] = await history(9)
    expect(latest).toMatchObject({
      id: failed.hash,
      metadata: { operationType: 'send', status: 'failed' },
    })
    expect(latest?.transfers).toEqual([leg('ETH', 'out', '0.2', 3000)])
  })
})

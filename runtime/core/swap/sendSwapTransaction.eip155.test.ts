import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedChain } from '../../../sandbox/chain/seedChain.js'
import { type SandboxChain, startChain } from '../../../sandbox/chain/startChain.js'
import type { AppKit } from '../AppKit.js'
import type { ConvertTransaction } from '../blockchainApi/convertBuiltTransaction.js'
import { anvilNetwork, connectDevWallet, createTestAppKit } from '../send/fixtures/anvilSend.js'
import { TransactionRejectedError } from '../send/sendErrors.js'
import { waitForSendConfirmation } from '../send/waitForSendConfirmation.js'
import { sendSwapTransaction } from './sendSwapTransaction.js'

let chain: SandboxChain
let client: PublicClient
let tokenAddress: Address
let appKit: AppKit

beforeAll(async () => {
  chain = await startChain()
  ;({ tokenAddress } = await seedChain(chain))
  client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  appKit = createTestAppKit()
})
afterAll(async () => {
  appKit?.destroy()
  await chain?.stop()
})

const address = (index: number) => chain.accounts[index]?.address as Address
const network = () => anvilNetwork(chain)
const poll = { intervalMs: 50, timeoutMs: 15_000 }
const gasPrice = 2_000_000_000n

/** A transaction as the swap service builds it: a call of the sandbox token. */
function tokenCall(from: Address, data: `0x${string}`): ConvertTransaction {
  return { from, to: tokenAddress, data, value: 0n, gas: 100_000n, gasPrice }
}

describe('sendSwapTransaction on anvil with the Sandbox Wallet', () => {
  it('sends a built approval with its gas and price; the receipt confirms it on chain', async () => {
    const wallet = await connectDevWallet(appKit, chain, 3)
    const amount = parseUnits('25', 18)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [address(9), amount],
    })
    const { hash } = await sendSwapTransaction(appKit, network(), tokenCall(wallet.address, data))
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'confirmed',
    )
    const allowance = await client.readContract({
      address: tokenAddress,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.address, address(9)],
    })
    expect(allowance).toBe(amount)
    const sent = await client.getTransaction({ hash: hash as `0x${string}` })
    expect(sent).toMatchObject({
      gas: 100_000n,
      gasPrice,
      value: 0n,
      to: tokenAddress.toLowerCase(),
    })
  })

  it('reads a reverted transaction as failed', async () => {
    // Account 9 holds no allowance of account 3's tokens: the call reverts on chain.
    const wallet = await connectDevWallet(appKit, chain, 9)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [address(3), address(9), parseUnits('1000000', 18)],
    })
    const { hash } = await sendSwapTransaction(appKit, network(), tokenCall(wallet.address, data))
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'failed',
    )
  })

  it('is a TransactionRejectedError when the user declines in the wallet', async () => {
    const wallet = await connectDevWallet(appKit, chain, 3)
    wallet.rejectSends()
    const request = sendSwapTransaction(appKit, network(), tokenCall(wallet.address, '0x'))
    await expect(request).rejects.toBeInstanceOf(TransactionRejectedError)
  })

  it('refuses to send while the wallet is on another chain', async () => {
    const wallet = await connectDevWallet(appKit, chain, 3)
    const elsewhere = { ...network(), id: 1, caipNetworkId: 'eip155:1' as const }
    const request = sendSwapTransaction(appKit, elsewhere, tokenCall(wallet.address, '0x'))
    await expect(request).rejects.toMatchObject({ code: 'CHAIN_DISCONNECTED' })
    expect(wallet.requests).not.toContain('eth_sendTransaction')
  })

  it('is NOT_CONNECTED without a wallet', async () => {
    const bare = createTestAppKit()
    const request = sendSwapTransaction(bare, network(), tokenCall(address(3), '0x'))
    await expect(request).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    bare.destroy()
  })
})

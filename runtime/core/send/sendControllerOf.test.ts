import {
  type Address,
  createPublicClient,
  type Hash,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SandboxChain, startChain } from '../../../sandbox/chain/startChain.js'
import type { TokenBalance } from '../state/AccountState.js'
import { anvilNetwork, connectDevWallet, createTestAppKit } from './fixtures/anvilSend.js'
import { sendControllerOf } from './sendControllerOf.js'
import { waitForSendConfirmation } from './waitForSendConfirmation.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sendControllerOf', () => {
  it('gives each kit its own controller, the same one for the life of the kit', () => {
    const first = createTestAppKit()
    const second = createTestAppKit()
    sendControllerOf(first).edit({ amountText: '0.5' })
    expect(sendControllerOf(first)).toBe(sendControllerOf(first))
    expect(sendControllerOf(first).getState().amountText).toBe('0.5')
    expect(sendControllerOf(second).getState().amountText).toBe('')
    first.destroy()
    second.destroy()
  })

  it('forgets the form when the kit is destroyed', () => {
    const appKit = createTestAppKit()
    const controller = sendControllerOf(appKit)
    controller.edit({ amountText: '0.5', receiverText: receiver })
    appKit.destroy()
    expect(controller.getState()).toMatchObject({ amountText: '', receiverText: '' })
    // A view that asks after destroy() gets an inert one, holding nothing.
    sendControllerOf(appKit).edit({ amountText: '1' })
    expect(sendControllerOf(appKit).getState().amountText).toBe('')
  })
})

describe("the kit's send controller on anvil with the Sandbox Wallet", () => {
  let chain: SandboxChain
  let client: PublicClient
  beforeAll(async () => {
    chain = await startChain()
    client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  })
  afterAll(async () => {
    await chain?.stop()
  })

  it('sends Max ETH: a fresh balance less the fee, reviewed, sent once, the receiver remembered', async () => {
    const appKit = createTestAppKit()
    const network = anvilNetwork(chain)
    const wallet = await connectDevWallet(appKit, chain, 3)
    const sent: string[] = []
    appKit.events.on('sendSuccess', ({ hash }) => void sent.push(hash))
    const ether: TokenBalance = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: network.caipNetworkId,
      price: 0,
      // A stale cached balance: Max and the review must read the chain instead.
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: '',
    }
    const account = { network, from: wallet.address, token: ether }
    const controller = sendControllerOf(appKit)
    controller.edit({ receiverText: receiver })
    const balance = await client.getBalance({ address: wallet.address as Address })
    expect(balance).toBeGreaterThan(parseEther('1000'))

    const max = await controller.fillMax(account)
    expect(max?.ok).toBe(true)
    const amount = parseEther(controller.getState().amountText)
    expect(amount).toBeLessThan(balance)
    expect(amount).toBeGreaterThan(balance - parseEther('0.01'))

    expect(await controller.review(account)).toMatchObject({ ok: true })
    const preview = controller.getState().preview
    expect(preview).toMatchObject({ amount, receiver, fee: { eip155: { gas: 21_000n } } })
    expect(amount + (preview?.fee.fee ?? 0n)).toBe(balance)

    const receiverBefore = await client.getBalance({ address: receiver })
    const [first, second] = await Promise.all([controller.submit(), controller.submit()])
    expect(second.hash).toBe(first.hash)
    const poll = { intervalMs: 50, timeoutMs: 15_000 }
    expect(await waitForSendConfirmation(appKit, { network, hash: first.hash, ...poll })).toBe(
      'confirmed',
    )
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
    expect(sent).toEqual([first.hash])
    expect(await client.getBalance({ address: receiver })).toBe(receiverBefore + amount)
    const receipt = await client.getTransactionReceipt({ hash: first.hash as Hash })
    const left = await client.getBalance({ address: wallet.address as Address })
    expect(left).toBe((preview?.fee.fee ?? 0n) - receipt.gasUsed * receipt.effectiveGasPrice)
    expect(controller.recentReceivers()).toEqual([receiver])
    expect(controller.getState()).toMatchObject({
      amountText: '',
      receiverText: '',
      preview: undefined,
    })
    appKit.destroy()
  })
})

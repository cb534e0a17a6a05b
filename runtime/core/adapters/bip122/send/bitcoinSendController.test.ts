import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppKit } from '../../../AppKit.js'
import { isPreviewStale } from '../../../send/SendState.js'
import { sendControllerOf } from '../../../send/sendControllerOf.js'
import {
  addressStats,
  type FakeEsplora,
  startFakeEsplora,
  utxo,
} from '../esplora/fixtures/startFakeEsplora.js'
import {
  btcToken,
  connectFakeBitcoinWallet,
  createBitcoinTestKit,
  regtestAccount,
  regtestNetwork,
} from './fixtures/bitcoinSendKit.js'

// The send engine (createSendController: Review, Max, one send in flight) on a bip122 network,
// with the bip122 adapter's ChainSend, a fake Esplora API and a fake wallet.
const sender = regtestAccount()
const receiver = regtestAccount().payment
// 170 000 sats in three UTXOs; 2 sat/vB for 6 blocks.
const utxos = [100_000, 50_000, 20_000]
let esplora: FakeEsplora
let appKit: AppKit

beforeAll(async () => {
  esplora = await startFakeEsplora(({ path }) => {
    if (path === `/address/${sender.payment}`) return { body: addressStats(170_000n) }
    if (path === `/address/${sender.payment}/utxo`)
      return { body: utxos.map((value, index) => utxo(value, index)) }
    if (path === '/fee-estimates') return { body: { '6': 2 } }
    return undefined
  })
  appKit = createBitcoinTestKit()
})
afterAll(async () => {
  appKit?.destroy()
  await esplora?.close()
})

function setUp() {
  const wallet = connectFakeBitcoinWallet(appKit, sender)
  const network = regtestNetwork(esplora.url)
  const account = { network, from: sender.payment, token: btcToken(network, '0.0017') }
  const controller = sendControllerOf(appKit)
  controller.clear()
  const review = (amountText: string) => {
    controller.edit({ amountText, receiverText: receiver })
    return controller.review(account)
  }
  return { wallet, network, account, controller, review }
}

describe('sending BTC with the send controller', () => {
  it('refuses more than 8 decimals', async () => {
    const { review } = setUp()
    await expect(review('0.000150001')).resolves.toEqual({
      ok: false,
      field: 'amount',
      message: 'This token has at most 8 decimal places.',
    })
  })

  it('refuses an amount below the dust limit at Review, before any balance read', async () => {
    const { review } = setUp()
    const requests = esplora.requests.length
    await expect(review('0.00000545')).resolves.toEqual({
      ok: false,
      field: 'amount',
      message:
        'Bitcoin nodes do not relay amounts below 546 sats (0.00000546 BTC): send at least that.',
    })
    expect(esplora.requests.length).toBe(requests)
  })

  it('refuses more than the balance, then more than the balance less the fee', async () => {
    const { review } = setUp()
    await expect(review('0.0017001')).resolves.toEqual({
      ok: false,
      field: 'amount',
      message: 'That is more than your balance of 0.0017 BTC.',
    })
    await expect(review('0.0017')).resolves.toEqual({
      ok: false,
      field: 'amount',
      message: 'Not enough BTC left for the network fee: lower the amount.',
    })
  })

  it('fills Max with the balance less the fee of spending every UTXO', async () => {
    const { controller, account } = setUp()
    // 170 000 - 2 x 278 = 169 444 sats: (42 + 3 x 273 + 2 x 124) / 4 = 277.25, so 278 vB.
    await expect(controller.fillMax(account)).resolves.toEqual({
      ok: true,
      amountText: '0.00169444',
    })
    controller.edit({ receiverText: receiver })
    const checked = await controller.review(account)
    expect(checked).toMatchObject({ ok: true, preview: { amount: 169_444n, fee: { fee: 556n } } })
  })

  it('asks the wallet once when Send is pressed twice', async () => {
    const { wallet, controller, review } = setUp()
    expect(await review('0.00015')).toMatchObject({ ok: true, preview: { amount: 15_000n } })
    const [first, second] = await Promise.all([controller.submit(), controller.submit()])
    expect(second).toBe(first)
    expect(first.hash).toBe('c0'.repeat(32))
    expect(wallet.sendTransfer.mock.calls).toEqual([[{ recipient: receiver, amount: '15000' }]])
  })

  it('never sends a preview checked for an account the wallet has since left', async () => {
    const { wallet, controller, review } = setUp()
    const reviewed = await review('0.00015')
    if (!reviewed?.ok) throw new Error('the review should pass')
    const other = regtestAccount()
    appKit.stores.chains.setAccount('bip122', { address: other.payment })
    // The confirmation view sees it and disables Send...
    expect(
      isPreviewStale(reviewed.preview, {
        address: other.payment,
        caipNetworkId: reviewed.preview.network.caipNetworkId,
      }),
    ).toBe(true)
    // ...and a send that gets through anyway (a headless app) is refused before the wallet.
    await expect(controller.submit()).rejects.toMatchObject({
      details: expect.stringContaining('The Bitcoin account changed since this send was checked'),
    })
    expect(controller.flow.getState().status).toBe('failed')
    expect(wallet.sendTransfer).not.toHaveBeenCalled()
  })
})

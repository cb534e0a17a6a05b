import { secp256k1 } from '@noble/curves/secp256k1'
import { p2pkh } from '@scure/btc-signer'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { planBitcoinTransfer } from '../../../../../sandbox/devWallet/planBitcoinTransfer.js'
import type { AppKit } from '../../../AppKit.js'
import { chainSendOf } from '../../../send/chainSendOf.js'
import { checkReceiver } from '../../../send/checkReceiver.js'
import { estimateSendFee } from '../../../send/estimateSendFee.js'
import { readFreshBalance } from '../../../send/readFreshBalance.js'
import { sendTokens } from '../../../send/sendTokens.js'
import { waitForSendConfirmation } from '../../../send/waitForSendConfirmation.js'
import { bitcoinRegtest } from '../bip322/BitcoinNetworkParams.js'
import {
  addressStats,
  type FakeEsplora,
  type FakeEsploraAnswer,
  type FakeEsploraRequest,
  startFakeEsplora,
  utxo,
} from '../esplora/fixtures/startFakeEsplora.js'
import { readBitcoinBalance } from '../readBitcoinBalance.js'
import {
  btcToken,
  connectFakeBitcoinWallet,
  createBitcoinTestKit,
  regtestAccount,
  regtestNetwork,
} from './fixtures/bitcoinSendKit.js'

const sender = regtestAccount()
const receiver = regtestAccount().payment
const txid = 'c0'.repeat(32)
let answer: (request: FakeEsploraRequest) => FakeEsploraAnswer | undefined = () => undefined
let esplora: FakeEsplora
let appKit: AppKit

beforeAll(async () => {
  esplora = await startFakeEsplora((request) => answer(request))
  appKit = createBitcoinTestKit()
})
afterAll(async () => {
  appKit?.destroy()
  await esplora?.close()
})
afterEach(() => {
  esplora.requests.length = 0
})

const network = () => regtestNetwork(esplora.url)
const btc = () => btcToken(network())

/** The sender holds UTXOs of `values` sats; the fee rate for 6 blocks is `rate` sat/vB. */
function ledger(values: number[], rate = 2) {
  const total = values.reduce((sum, value) => sum + value, 0)
  answer = ({ path }) => {
    if (path === `/address/${sender.payment}`) return { body: addressStats(BigInt(total)) }
    if (path === `/address/${sender.payment}/utxo`)
      return { body: values.map((value, index) => utxo(value, index)) }
    if (path === '/fee-estimates') return { body: { '1': rate * 4, '6': rate, '144': 1 } }
    return undefined
  }
}

describe('the bip122 ChainSend', () => {
  it('checks receivers against the network, naming it', async () => {
    const chain = await chainSendOf(appKit, 'bip122')
    expect(checkReceiver(` ${receiver.toUpperCase()}\n`, chain, network())).toEqual({
      ok: true,
      address: receiver,
    })
    expect(checkReceiver('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', chain, network())).toEqual({
      ok: false,
      reason: 'This is a mainnet address; this network is Bitcoin Regtest.',
    })
  })

  it('reads the fresh balance in sats, confirmed and unconfirmed', async () => {
    answer = ({ path }) =>
      path === `/address/${sender.payment}` ? { body: addressStats(150_000n, 2_500n) } : undefined
    await expect(
      readFreshBalance(appKit, { network: network(), address: sender.payment, token: btc() }),
    ).resolves.toBe(152_500n)
  })

  it('refuses a token that is not BTC', async () => {
    const token = { ...btc(), address: `${network().caipNetworkId}:rune1`, symbol: 'RUNE' }
    await expect(
      readFreshBalance(appKit, { network: network(), address: sender.payment, token }),
    ).rejects.toMatchObject({ details: expect.stringContaining('The token rune1 does not exist') })
  })

  it('shows the balance truncated to 3 decimals, and needs an RPC URL', async () => {
    answer = () => ({ body: addressStats(150_012_345n) })
    await expect(readBitcoinBalance(network(), sender.payment)).resolves.toEqual({
      balance: '1.5',
      symbol: 'BTC',
    })
    const bare = { ...network(), rpcUrls: { default: { http: [] } } }
    await expect(readBitcoinBalance(bare, sender.payment)).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    })
  })

  describe('estimateFee (fee rate x vsize of a P2WPKH spend, largest UTXOs first)', () => {
    const transfer = (amount: bigint, to = receiver) => ({
      network: network(),
      from: sender.payment,
      to,
      token: btc(),
      amount,
    })

    it('prices the inputs needed with change: 2 inputs, 2 outputs at 2 sat/vB', async () => {
      ledger([20_000, 100_000, 50_000])
      // (42 + 2 x 273 + 2 x 124) / 4 = 209 vB.
      await expect(estimateSendFee(appKit, transfer(120_000n))).resolves.toEqual({ fee: 418n })
    })

    // The Sandbox Wallet's own rule (planBitcoinTransfer, imported here, not hard-coded): the fee
    // the kit shows is the fee that wallet's sendTransfer then pays.
    const publicKey = secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true)
    const recipients = [
      ['P2WPKH', regtestAccount().payment],
      ['P2TR', regtestAccount().ordinal],
      ['P2PKH', p2pkh(publicKey, bitcoinRegtest).address as string],
    ] as const
    const spends = [
      [1, [100_000, 20_000], 10_000n],
      [3, [50_000, 40_000, 30_000], 100_000n],
    ] as const
    const cases = recipients.flatMap(([type, to]) =>
      spends.flatMap(([inputs, utxos, amount]) =>
        [2, 1.5].map((rate) => [type, inputs, rate, to, utxos, amount] as const),
      ),
    )
    it.each(cases)(
      "equals the Sandbox Wallet's fee for a %s recipient, %i input(s), at %d sat/vB",
      async (_type, inputs, rate, to, utxos, amount) => {
        ledger([...utxos], rate)
        const plan = planBitcoinTransfer({
          utxos: utxos.map((value, index) => utxo(value, index)),
          recipients: [{ address: to, amount }],
          feeRate: rate,
          changeAddress: sender.payment,
          network: bitcoinRegtest,
        })
        expect(plan.inputs).toHaveLength(inputs)
        expect(plan.change).toBeGreaterThan(0n)
        await expect(estimateSendFee(appKit, transfer(amount, to))).resolves.toEqual({
          fee: plan.fee,
        })
      },
    )

    it('gives change below the dust limit to the fee', async () => {
      ledger([20_000, 100_000, 50_000])
      // 150 000 - 149 300 = 700 left: 418 fee would leave 282 of change, below 546.
      await expect(estimateSendFee(appKit, transfer(149_300n))).resolves.toEqual({ fee: 700n })
    })

    it('prices every UTXO when they cannot cover the amount and its fee', async () => {
      ledger([20_000, 100_000, 50_000])
      // (42 + 3 x 273 + 2 x 124) / 4 = 277.25, so 278 vB.
      await expect(estimateSendFee(appKit, transfer(170_000n))).resolves.toEqual({ fee: 556n })
    })

    it('rounds a fractional fee rate up', async () => {
      ledger([100_000], 1.5)
      // (42 + 273 + 2 x 124) / 4 = 140.75, so 141 vB x 1.5 = 211.5.
      await expect(estimateSendFee(appKit, transfer(10_000n))).resolves.toEqual({ fee: 212n })
    })
  })

  describe('sendTokens through the wallet', () => {
    const send = (amount: bigint, from = sender.payment) =>
      sendTokens(appKit, { network: network(), from, token: btc(), amount, receiver })

    it('asks sendTransfer for the exact sats and resolves with the txid', async () => {
      const wallet = connectFakeBitcoinWallet(appKit, sender, txid.toUpperCase())
      await expect(send(15_000n)).resolves.toEqual({ hash: txid })
      expect(wallet.sendTransfer.mock.calls).toEqual([[{ recipient: receiver, amount: '15000' }]])
    })

    it('refuses 545 sats (dust) before asking the wallet, and sends 546', async () => {
      const wallet = connectFakeBitcoinWallet(appKit, sender)
      await expect(send(545n)).rejects.toMatchObject({
        code: 'SEND_PARAMETERS_MISSING',
        details: expect.stringContaining('Bitcoin nodes do not relay amounts below 546 sats'),
      })
      expect(wallet.sendTransfer).not.toHaveBeenCalled()
      await expect(send(546n)).resolves.toEqual({ hash: txid })
    })

    it('refuses a sender that is no longer the connected account', async () => {
      const wallet = connectFakeBitcoinWallet(appKit, sender)
      const before = regtestAccount().payment
      await expect(send(10_000n, before)).rejects.toMatchObject({
        code: 'SEND_PARAMETERS_MISSING',
        details: expect.stringContaining('The Bitcoin account changed since this send was checked'),
      })
      expect(wallet.sendTransfer).not.toHaveBeenCalled()
    })

    it('refuses to send from the ordinal account (wallets pay from the payment one)', async () => {
      const wallet = connectFakeBitcoinWallet(appKit, sender)
      appKit.stores.chains.setAccount('bip122', { address: sender.ordinal })
      await expect(send(10_000n, sender.ordinal)).rejects.toMatchObject({
        details: expect.stringContaining('send BTC from their payment account'),
      })
      expect(wallet.sendTransfer).not.toHaveBeenCalled()
    })

    it('turns a declined prompt (4001) into "Transaction rejected"', async () => {
      const wallet = connectFakeBitcoinWallet(appKit, sender)
      wallet.refuse = { code: 4001, message: 'User rejected the request.' }
      await expect(send(10_000n)).rejects.toMatchObject({ code: 'TRANSACTION_REJECTED' })
    })

    it('refuses an answer without a txid', async () => {
      connectFakeBitcoinWallet(appKit, sender, 'not-a-txid')
      await expect(send(10_000n)).rejects.toThrow('without a transaction id')
    })

    it('says no wallet is connected when none is', async () => {
      appKit.stores.providers.setState({ bip122: undefined })
      await expect(send(10_000n)).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    })
  })

  describe('waitForConfirmation', () => {
    it('polls the status until the transaction is in a block', async () => {
      let reads = 0
      answer = ({ path }) => {
        if (path !== `/tx/${txid}/status`) return undefined
        reads++
        if (reads === 1) return undefined // not seen yet: 404
        return { body: { confirmed: reads > 2 } }
      }
      await expect(
        waitForSendConfirmation(appKit, {
          network: network(),
          hash: txid,
          intervalMs: 10,
          timeoutMs: 20_000,
        }),
      ).resolves.toBe('confirmed')
      expect(reads).toBe(3)
    })

    it('keeps the txid when the bound runs out (SendConfirmationError)', async () => {
      answer = () => ({ body: { confirmed: false } })
      const error = await waitForSendConfirmation(appKit, {
        network: network(),
        hash: txid,
        intervalMs: 10,
        timeoutMs: 50,
      }).catch((caught: unknown) => caught)
      expect(error).toMatchObject({ code: 'SEND_CONFIRMATION_UNKNOWN', hash: txid })
    })
  })
})

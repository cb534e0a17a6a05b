import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import { sandboxBitcoinCaipNetworkId } from '../bitcoin/bitcoinRegtest.js'
import { signSpend } from '../bitcoin/fixtures/signSpend.js'
import { InvalidBitcoinAddressError } from '../bitcoin/InvalidBitcoinAddressError.js'
import { type SandboxBitcoin, startBitcoinLedger } from '../bitcoin/startBitcoinLedger.js'
import { answerBlockchainApi } from './answerBlockchainApi.js'
import { type BitcoinBalanceSource, readBitcoinBalances } from './readBitcoinBalances.js'

const assetsUrl = 'http://127.0.0.1:4000/assets'
const alice = bitcoinDevAccount(0)
const bob = bitcoinDevAccount(1)

let bitcoin: SandboxBitcoin
let source: BitcoinBalanceSource

beforeAll(async () => {
  // Odd amounts, so the quantity has digits a float would lose.
  bitcoin = await startBitcoinLedger({
    fund: [{ address: alice.payment.address, sats: 123_456_789n }],
    mineIntervalMs: 0,
  })
  source = { ledger: bitcoin.ledger, caipNetworkId: bitcoin.caipNetworkId }
})
afterAll(() => bitcoin?.stop())

/** `GET /v1/account/{address}/balance` of the stand-in, answered from the ledger. */
function askBalance(address: string, chainId = sandboxBitcoinCaipNetworkId) {
  const url = new URL(
    `http://127.0.0.1/v1/account/${address}/balance?projectId=${'0'.repeat(32)}&currency=usd&chainId=${chainId}`,
  )
  return answerBlockchainApi(
    { method: 'GET', url },
    {
      readers: [],
      identities: new Map(),
      assetsUrl,
      archive: false,
      bitcoin: { ledger: bitcoin.ledger, caipNetworkId: bitcoin.caipNetworkId },
    },
  )
}

describe('readBitcoinBalances', () => {
  it('answers one BTC entry with the exact quantity', () => {
    expect(readBitcoinBalances(source, alice.payment.address, assetsUrl)).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: sandboxBitcoinCaipNetworkId,
        value: 1.23456789 * 100_000,
        price: 100_000,
        quantity: { decimals: '8', numeric: '1.23456789' },
        iconUrl: `${assetsUrl}/btc.svg`,
      },
    ])
  })

  it('counts the mempool: an unconfirmed payment shows at once', () => {
    const [utxo] = bitcoin.ledger.utxos(alice.payment.address)
    if (!utxo) throw new Error('alice has no coin')
    bitcoin.ledger.submit(
      signSpend(
        [{ txid: utxo.txid, vout: 0, value: 123_456_789n, key: alice.payment, kind: 'payment' }],
        [
          { address: bob.payment.address, sats: 10_000_001n },
          { address: alice.payment.address, sats: 113_446_788n },
        ],
      ),
    )
    const [aliceBalance] = readBitcoinBalances(source, alice.payment.address, assetsUrl)
    const [bobBalance] = readBitcoinBalances(source, bob.payment.address, assetsUrl)
    expect(aliceBalance?.quantity.numeric).toBe('1.13446788')
    expect(bobBalance?.quantity.numeric).toBe('0.10000001')
  })

  it('answers no entry for an address holding nothing', () => {
    expect(readBitcoinBalances(source, bitcoinDevAccount(9).payment.address, assetsUrl)).toEqual([])
  })

  it('refuses a non-regtest address with the reason', () => {
    expect(() =>
      readBitcoinBalances(source, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', assetsUrl),
    ).toThrow(InvalidBitcoinAddressError)
  })
})

describe("the stand-in's balance route on bip122", () => {
  it('answers the BTC entry for a regtest address on the ledger chain', async () => {
    const answer = await askBalance(bob.payment.address)
    expect(answer.status).toBe(200)
    expect(JSON.parse(String(answer.body)).balances[0].quantity.numeric).toBe('0.10000001')
  })

  it('answers 400 with the reason for a mainnet address on the ledger chain', async () => {
    const answer = await askBalance('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    expect(answer.status).toBe(400)
    expect(String(answer.body)).toContain('Invalid Bitcoin address')
  })

  it('answers no balances for a Bitcoin chain the sandbox does not run', async () => {
    const answer = await askBalance(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'bip122:000000000019d6689c085ae165831e93',
    )
    expect(answer.status).toBe(200)
    expect(JSON.parse(String(answer.body))).toEqual({ balances: [] })
  })
})

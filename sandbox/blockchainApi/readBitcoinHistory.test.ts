import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import { sandboxBitcoinCaipNetworkId } from '../bitcoin/bitcoinRegtest.js'
import { signSpend } from '../bitcoin/fixtures/signSpend.js'
import { InvalidBitcoinAddressError } from '../bitcoin/InvalidBitcoinAddressError.js'
import { type SandboxBitcoin, startBitcoinLedger } from '../bitcoin/startBitcoinLedger.js'
import { answerBlockchainApi, type BlockchainApiContext } from './answerBlockchainApi.js'
import type { TransactionTransfer } from './BlockchainApiTypes.js'
import { type BitcoinHistorySource, readBitcoinHistory } from './readBitcoinHistory.js'

const assetsUrl = 'http://127.0.0.1:4000/assets'
const alice = bitcoinDevAccount(0)
const bob = bitcoinDevAccount(1)
const carol = bitcoinDevAccount(2)
const mainnetAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
// The clock of the answers: pending entries are dated by it.
const now = Date.parse('2030-01-02T03:04:05.000Z')
const clock = () => now
const bounds = { timeout: 10_000 }

let bitcoin: SandboxBitcoin
let source: BitcoinHistorySource
let funding: string

beforeAll(async () => {
  // Odd amounts, so the quantities have digits a float would lose.
  bitcoin = await startBitcoinLedger({
    fund: [{ address: alice.payment.address, sats: 123_456_789n }],
    mineIntervalMs: 0,
  })
  source = { ledger: bitcoin.ledger, caipNetworkId: bitcoin.caipNetworkId }
  const [entry] = bitcoin.ledger.history(alice.payment.address)
  if (!entry) throw new Error('alice was not funded')
  funding = entry.txid
}, 10_000)
afterAll(() => bitcoin?.stop())

/** A BTC transfer of a history entry, as the stand-in writes it. */
function btc(numeric: string, direction: TransactionTransfer['direction']): TransactionTransfer {
  return {
    fungible_info: { name: 'Bitcoin', symbol: 'BTC', icon: { url: `${assetsUrl}/btc.svg` } },
    direction,
    quantity: { numeric },
    value: Number(numeric) * 100_000,
    price: 100_000,
  }
}

/** The ISO time of the block that holds `txid`. */
function blockTime(txid: string): string {
  const status = bitcoin.ledger.transactionStatus(txid)
  if (!status?.confirmed) throw new Error(`${txid} is not mined`)
  return new Date(status.block_time * 1000).toISOString()
}

function entry(
  txid: string,
  fields: {
    operationType: 'send' | 'receive'
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'pending'
  },
  transfer: TransactionTransfer,
) {
  return {
    id: txid,
    metadata: { ...fields, hash: txid, chain: sandboxBitcoinCaipNetworkId },
    transfers: [transfer],
  }
}

/** `GET /v1/account/{address}/history` of the stand-in, answered from the ledger. */
async function askHistory(address: string, query = `chainId=${sandboxBitcoinCaipNetworkId}`) {
  const url = new URL(
    `http://127.0.0.1/v1/account/${address}/history?projectId=${'0'.repeat(32)}&${query}`,
  )
  const context: BlockchainApiContext = {
    readers: [],
    identities: new Map(),
    assetsUrl,
    archive: false,
    bitcoin: { ledger: bitcoin.ledger, caipNetworkId: bitcoin.caipNetworkId },
  }
  const answer = await answerBlockchainApi({ method: 'GET', url }, context)
  return { status: answer.status, body: JSON.parse(answer.body) }
}

describe('readBitcoinHistory', bounds, () => {
  let payment: string
  let consolidation: string

  it('answers the faucet funding as a confirmed receive with no payer', () => {
    expect(readBitcoinHistory(source, alice.payment.address, assetsUrl, clock)).toEqual({
      data: [
        entry(
          funding,
          {
            operationType: 'receive',
            minedAt: blockTime(funding),
            sentFrom: '',
            sentTo: alice.payment.address,
            status: 'confirmed',
          },
          btc('1.23456789', 'in'),
        ),
      ],
      next: null,
    })
  })

  it('answers a payment in the mempool as a pending send and a pending receive, dated now', () => {
    // 0.10000001 BTC to bob, 1.13446000 back to alice: a fee of 788 sats.
    payment = bitcoin.ledger.submit(
      signSpend(
        [{ txid: funding, vout: 0, value: 123_456_789n, key: alice.payment, kind: 'payment' }],
        [
          { address: bob.payment.address, sats: 10_000_001n },
          { address: alice.payment.address, sats: 113_446_000n },
        ],
      ),
    )
    const pending = new Date(now).toISOString()
    const aliceHistory = readBitcoinHistory(source, alice.payment.address, assetsUrl, clock)
    expect(aliceHistory.data.map((item) => item.id)).toEqual([payment, funding])
    // The amount that left to bob: neither the change nor the fee.
    expect(aliceHistory.data[0]).toEqual(
      entry(
        payment,
        {
          operationType: 'send',
          minedAt: pending,
          sentFrom: alice.payment.address,
          sentTo: bob.payment.address,
          status: 'pending',
        },
        btc('0.10000001', 'out'),
      ),
    )
    expect(readBitcoinHistory(source, bob.payment.address, assetsUrl, clock)).toEqual({
      data: [
        entry(
          payment,
          {
            operationType: 'receive',
            minedAt: pending,
            sentFrom: alice.payment.address,
            sentTo: bob.payment.address,
            status: 'pending',
          },
          btc('0.10000001', 'in'),
        ),
      ],
      next: null,
    })
  })

  it('answers them confirmed, dated by their block, once mined', () => {
    bitcoin.ledger.mine()
    const minedAt = blockTime(payment)
    const [sent] = readBitcoinHistory(source, alice.payment.address, assetsUrl, clock).data
    const [received] = readBitcoinHistory(source, bob.payment.address, assetsUrl, clock).data
    expect(sent?.metadata).toMatchObject({ operationType: 'send', status: 'confirmed', minedAt })
    expect(sent?.transfers).toEqual([btc('0.10000001', 'out')])
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      minedAt,
    })
    expect(received?.transfers).toEqual([btc('0.10000001', 'in')])
  })

  it('answers a payment to itself as a send of what came back, to itself', () => {
    // Bob's coin back to bob, less a fee of 1 sat.
    consolidation = bitcoin.ledger.submit(
      signSpend(
        [{ txid: payment, vout: 0, value: 10_000_001n, key: bob.payment, kind: 'payment' }],
        [{ address: bob.payment.address, sats: 10_000_000n }],
      ),
    )
    const [first] = readBitcoinHistory(source, bob.payment.address, assetsUrl, clock).data
    expect(first).toEqual(
      entry(
        consolidation,
        {
          operationType: 'send',
          minedAt: new Date(now).toISOString(),
          sentFrom: bob.payment.address,
          sentTo: bob.payment.address,
          status: 'pending',
        },
        btc('0.1', 'self'),
      ),
    )
    bitcoin.ledger.mine()
  })

  it('lists every entry newest first, the older ones unchanged', () => {
    const bobHistory = readBitcoinHistory(source, bob.payment.address, assetsUrl, clock)
    expect(bobHistory.data.map((item) => [item.id, item.metadata.status])).toEqual([
      [consolidation, 'confirmed'],
      [payment, 'confirmed'],
    ])
    expect(bobHistory.next).toBeNull()
    const aliceHistory = readBitcoinHistory(source, alice.payment.address, assetsUrl, clock)
    expect(aliceHistory.data.map((item) => item.metadata.operationType)).toEqual([
      'send',
      'receive',
    ])
  })

  it('answers no entry for an address the ledger never saw', () => {
    expect(readBitcoinHistory(source, carol.payment.address, assetsUrl, clock)).toEqual({
      data: [],
      next: null,
    })
  })

  it('refuses a non-regtest address with the reason', () => {
    expect(() => readBitcoinHistory(source, mainnetAddress, assetsUrl, clock)).toThrow(
      InvalidBitcoinAddressError,
    )
  })
})

describe("the stand-in's history route on bip122", bounds, () => {
  it('answers the entries of a regtest address on the ledger chain, in one page', async () => {
    const answer = await askHistory(alice.payment.address)
    expect(answer.status).toBe(200)
    expect(answer.body.next).toBeNull()
    expect(answer.body.data).toEqual(
      readBitcoinHistory(source, alice.payment.address, assetsUrl).data,
    )
    expect(answer.body.data).toHaveLength(2)
    expect(answer.body.data[0].transfers[0].quantity).toEqual({ numeric: '0.10000001' })
  })

  it('answers the entries of a regtest address asked without a chain', async () => {
    const answer = await askHistory(bob.payment.address, 'currency=usd')
    expect(answer.status).toBe(200)
    expect(answer.body.data).toHaveLength(2)
  })

  it('answers 400 with the reason for a mainnet address on the ledger chain', async () => {
    const answer = await askHistory(mainnetAddress)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^Invalid Bitcoin address: bc1\.\.\. is a mainnet address/)
  })

  it('answers 400 for a malformed bip122 chain', async () => {
    const answer = await askHistory(alice.payment.address, 'chainId=bip122:0F9188F13CB7B2C7')
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid chainId: bip122:0F9188F13CB7B2C7' },
    })
  })

  it('answers 400 for a cursor, since its one page has none', async () => {
    const answer = await askHistory(
      alice.payment.address,
      `chainId=${sandboxBitcoinCaipNetworkId}&cursor=1-2-3-4`,
    )
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid cursor: 1-2-3-4' } })
  })

  it('answers no entries for a Bitcoin chain the sandbox does not run', async () => {
    const answer = await askHistory(
      mainnetAddress,
      'chainId=bip122:000000000019d6689c085ae165831e93',
    )
    expect(answer).toEqual({ status: 200, body: { data: [], next: null } })
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { requestWithHost } from '../http/fixtures/requestWithHost.js'
import { bitcoinDevAccount } from './bitcoinDevAccounts.js'
import { sandboxBitcoinCaipNetworkId } from './bitcoinRegtest.js'
import { keyScript, signSpend } from './fixtures/signSpend.js'
import { type SandboxBitcoin, startBitcoinLedger } from './startBitcoinLedger.js'

// Bounded: a request on a loaded machine is slow, never endless.
const requestTimeoutMs = 20_000
const alice = bitcoinDevAccount(0)
const bob = bitcoinDevAccount(1)

let bitcoin: SandboxBitcoin
let fundingTxid: string

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${bitcoin.url}${path}`, {
    ...init,
    signal: AbortSignal.timeout(requestTimeoutMs),
  })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cors: response.headers.get('access-control-allow-origin'),
    text: await response.text(),
  }
}
const post = (path: string, body?: string) => call(path, { method: 'POST', body })

beforeAll(async () => {
  bitcoin = await startBitcoinLedger({
    fund: [{ address: alice.payment.address, sats: 100_000_000n }],
    mineIntervalMs: 0,
  })
  fundingTxid = bitcoin.ledger.utxos(alice.payment.address)[0]?.txid ?? ''
})
afterAll(() => bitcoin?.stop())

describe('startBitcoinLedger', () => {
  it('listens on 127.0.0.1 at a run-time port, funded, keyed by the regtest CAIP id', async () => {
    expect(bitcoin.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(bitcoin.caipNetworkId).toBe(sandboxBitcoinCaipNetworkId)
    expect(bitcoin.ledger.balance(alice.payment.address).confirmed).toBe(100_000_000n)
  })

  it('answers the tip height and hash as text, with CORS', async () => {
    const height = await call('/blocks/tip/height')
    expect(height).toEqual({
      status: 200,
      type: 'text/plain; charset=utf-8',
      cors: '*',
      text: String(bitcoin.ledger.tipHeight()),
    })
    const hash = await call('/blocks/tip/hash')
    expect(hash.text).toBe(bitcoin.ledger.tipHash())
    expect(hash.text).toMatch(/^[0-9a-f]{64}$/)
  })

  it('answers an address, its UTXOs and its transactions in JSON', async () => {
    const info = await call(`/address/${alice.payment.address}`)
    expect(info.type).toBe('application/json')
    expect(info.cors).toBe('*')
    expect(JSON.parse(info.text)).toEqual({
      address: alice.payment.address,
      chain_stats: {
        funded_txo_count: 1,
        funded_txo_sum: 100_000_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
    })
    const utxos = JSON.parse((await call(`/address/${alice.payment.address}/utxo`)).text)
    expect(utxos).toEqual([
      {
        txid: fundingTxid,
        vout: 0,
        value: 100_000_000,
        status: {
          confirmed: true,
          block_height: 1,
          block_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
          block_time: expect.any(Number),
        },
      },
    ])
    const txs = JSON.parse((await call(`/address/${alice.payment.address}/txs`)).text)
    expect(txs.map((tx: { txid: string }) => tx.txid)).toEqual([fundingTxid])
  })

  it('answers a transaction, its hex and its status; 404 for an unknown one', async () => {
    const tx = JSON.parse((await call(`/tx/${fundingTxid}`)).text)
    expect(tx).toMatchObject({
      txid: fundingTxid,
      version: 2,
      locktime: 0,
      vin: [{ is_coinbase: true, prevout: null }],
      vout: [{ scriptpubkey_address: alice.payment.address, value: 100_000_000 }],
      fee: 0,
      status: { confirmed: true, block_height: 1 },
    })
    expect(tx.size).toBeGreaterThan(0)
    expect(tx.weight).toBe(tx.size * 4)
    const hex = await call(`/tx/${fundingTxid}/hex`)
    expect(hex.type).toBe('text/plain; charset=utf-8')
    expect(hex.text).toBe(bitcoin.ledger.transactionHex(fundingTxid))
    expect(JSON.parse((await call(`/tx/${fundingTxid}/status`)).text)).toEqual(tx.status)
    for (const path of ['', '/hex', '/status']) {
      const missing = await call(`/tx/${'ab'.repeat(32)}${path}`)
      expect([missing.status, missing.text, missing.cors]).toEqual([
        404,
        'Transaction not found',
        '*',
      ])
    }
    const bad = await call('/tx/not-a-txid')
    expect([bad.status, bad.text]).toEqual([
      400,
      'Invalid transaction id: expected 64 hexadecimal digits',
    ])
  })

  it('answers fixed fee estimates', async () => {
    expect(JSON.parse((await call('/fee-estimates')).text)).toEqual({
      '1': 2,
      '2': 2,
      '3': 1.5,
      '6': 1,
      '144': 1,
    })
  })

  it('takes a signed transaction, then confirms it after POST /mine', async () => {
    const utxo = bitcoin.ledger.utxos(alice.payment.address)[0]
    if (!utxo) throw new Error('alice has no coin')
    const hex = signSpend(
      [
        {
          txid: utxo.txid,
          vout: utxo.vout,
          value: BigInt(utxo.value),
          key: alice.payment,
          kind: 'payment',
        },
      ],
      [
        { address: bob.payment.address, sats: 1_000_000n },
        { address: alice.payment.address, sats: 98_999_000n },
      ],
    )
    const sent = await post('/tx', hex)
    expect(sent.status).toBe(200)
    expect(sent.type).toBe('text/plain; charset=utf-8')
    expect(sent.text).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.parse((await call(`/tx/${sent.text}/status`)).text)).toEqual({ confirmed: false })
    const pending = JSON.parse((await call(`/address/${bob.payment.address}`)).text)
    expect(pending.mempool_stats.funded_txo_sum).toBe(1_000_000)

    const mined = await post('/mine?blocks=2')
    const { hashes } = JSON.parse(mined.text)
    expect(hashes).toHaveLength(2)
    expect(JSON.parse((await call(`/tx/${sent.text}/status`)).text)).toEqual({
      confirmed: true,
      block_height: 2,
      block_hash: hashes[0],
      block_time: expect.any(Number),
    })
    expect((await call('/blocks/tip/hash')).text).toBe(hashes[1])
    const again = await post('/tx', hex)
    expect([again.status, again.cors]).toEqual([400, '*'])
    expect(again.text).toBe(`transaction ${sent.text} is already known`)
  })

  it('answers 400 with the reason to a refused transaction and to malformed hex', async () => {
    const missing = signSpend(
      [{ txid: 'cd'.repeat(32), vout: 0, value: 5000n, key: alice.payment, kind: 'payment' }],
      [{ address: bob.payment.address, sats: 4000n }],
    )
    const refused = await post('/tx', missing)
    expect(refused.status).toBe(400)
    expect(refused.text).toBe(
      `input 0 spends ${'cd'.repeat(32)}:0, an output the sandbox ledger does not have`,
    )
    for (const body of ['', 'not hex', '0102']) {
      const answer = await post('/tx', body)
      expect(answer.status, body).toBe(400)
      expect(answer.text, body).toMatch(/^malformed transaction/)
    }
  })

  it('answers 413 to a body over 400 KB, and keeps serving', async () => {
    const answer = await post('/tx', 'ab'.repeat(250 * 1024))
    expect(answer.status).toBe(413)
    expect((await call('/blocks/tip/height')).status).toBe(200)
  })

  it('answers 400 to a wrong-network or malformed address, 404 to unknown routes', async () => {
    const mainnet = await call('/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/utxo')
    expect(mainnet).toMatchObject({ status: 400, cors: '*' })
    expect(mainnet.text).toMatch(/^Invalid Bitcoin address: bc1\.\.\. is a mainnet address/)
    const junk = await call('/address/%E0%A4%A')
    expect(junk.status).toBe(400)
    expect(junk.text).toMatch(/^Invalid Bitcoin address: /)
    for (const path of ['/', '/blocks', '/address', `/address/${alice.payment.address}/other`]) {
      const answer = await call(path)
      expect([answer.status, answer.text, answer.cors], path).toEqual([404, 'Not Found', '*'])
    }
    expect((await call('/tx')).status).toBe(405)
    expect((await post('/blocks/tip/height')).status).toBe(405)
    expect((await post('/mine?blocks=0')).status).toBe(400)
    expect((await post('/mine?blocks=x')).status).toBe(400)
  })

  it('takes writes from Node and loopback pages only: a website elsewhere gets 403 and mines nothing', async () => {
    const height = bitcoin.ledger.tipHeight()
    const from = (origin: string) => call('/mine?blocks=1', { method: 'POST', headers: { origin } })
    const foreign = await from('https://evil.example')
    expect([foreign.status, foreign.cors]).toEqual([403, '*'])
    expect(foreign.text).toContain('only from loopback pages')
    expect(bitcoin.ledger.tipHeight()).toBe(height)
    expect((await from('http://127.0.0.1:5173')).status).toBe(200)
    expect((await from('http://localhost:5173')).status).toBe(200)
    expect(bitcoin.ledger.tipHeight()).toBe(height + 2)
  })

  it('answers a CORS preflight', async () => {
    const answer = await call('/tx', { method: 'OPTIONS' })
    expect(answer.status).toBe(204)
    expect(answer.cors).toBe('*')
  })

  it('refuses a request naming another host (DNS rebinding) with 421', async () => {
    const port = Number(new URL(bitcoin.url).port)
    const foreign = await requestWithHost(port, `rebind.example:${port}`, '/blocks/tip/height')
    expect(foreign.status).toBe(421)
    const own = await requestWithHost(port, `localhost:${port}`, '/blocks/tip/height')
    expect(own.status).toBe(200)
  })
})

describe('startBitcoinLedger: the interval miner', () => {
  it('mines a waiting transaction by itself, and mines nothing while the mempool is empty', async () => {
    const fast = await startBitcoinLedger({
      fund: [{ address: alice.ordinal.address, sats: 20_000n }],
      mineIntervalMs: 50,
    })
    try {
      const height = fast.ledger.tipHeight()
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(fast.ledger.tipHeight()).toBe(height)
      const [utxo] = fast.ledger.utxos(alice.ordinal.address)
      const txid = fast.ledger.submit(
        signSpend(
          [
            {
              txid: utxo?.txid ?? '',
              vout: 0,
              value: 20_000n,
              key: alice.ordinal,
              kind: 'ordinal',
            },
          ],
          [{ script: keyScript(bob.ordinal, 'ordinal'), sats: 19_000n }],
        ),
      )
      await vi.waitFor(
        () => expect(fast.ledger.transactionStatus(txid)).toMatchObject({ confirmed: true }),
        { timeout: 10_000, interval: 20 },
      )
      expect(fast.ledger.tipHeight()).toBe(height + 1)
    } finally {
      await fast.stop()
    }
  })

  it('refuses a negative interval', async () => {
    await expect(startBitcoinLedger({ mineIntervalMs: -1 })).rejects.toThrow(/mineIntervalMs/)
  })
})

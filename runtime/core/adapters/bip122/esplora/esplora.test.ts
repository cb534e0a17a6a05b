import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { broadcastEsploraTransaction } from './broadcastEsploraTransaction.js'
import { esploraTimeoutMs } from './esploraFetch.js'
import {
  addressStats,
  type FakeEsplora,
  type FakeEsploraAnswer,
  type FakeEsploraRequest,
  startFakeEsplora,
  utxo,
} from './fixtures/startFakeEsplora.js'
import { readEsploraBalance } from './readEsploraBalance.js'
import { readEsploraFeeRate } from './readEsploraFeeRate.js'
import { readEsploraTxStatus } from './readEsploraTxStatus.js'
import { readEsploraUtxos } from './readEsploraUtxos.js'

const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const txid = 'ab'.repeat(32)
let answer: (request: FakeEsploraRequest) => FakeEsploraAnswer | undefined = () => undefined
let esplora: FakeEsplora

beforeAll(async () => {
  esplora = await startFakeEsplora((request) => answer(request))
})
afterAll(() => esplora?.close())
afterEach(() => {
  vi.restoreAllMocks()
  esplora.requests.length = 0
})

const serve = (routes: Record<string, FakeEsploraAnswer>) => {
  answer = ({ method, path }) => routes[`${method} ${path}`]
}

describe('readEsploraBalance', () => {
  it('adds confirmed and mempool funds, less what is spent', async () => {
    serve({ [`GET /address/${address}`]: { body: addressStats(150_000n, -20_000n) } })
    await expect(readEsploraBalance(esplora.url, address)).resolves.toBe(130_000n)
  })

  it.each([
    ['a fractional sum', { chain_stats: { funded_txo_sum: 1.5, spent_txo_sum: 0 } }],
    ['a negative sum', { chain_stats: { funded_txo_sum: -1, spent_txo_sum: 0 } }],
    ['an unsafe integer', { chain_stats: { funded_txo_sum: 2 ** 60, spent_txo_sum: 0 } }],
    ['missing stats', {}],
  ])('refuses %s, naming the field', async (_case, body) => {
    serve({
      [`GET /address/${address}`]: {
        body: { mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 }, ...body },
      },
    })
    await expect(readEsploraBalance(esplora.url, address)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: expect.stringContaining(`GET /address/${address}: chain_stats.funded_txo_sum`),
    })
  })

  it('refuses an answer that spends more than was funded', async () => {
    serve({ [`GET /address/${address}`]: { body: addressStats(0n, -5n) } })
    await expect(readEsploraBalance(esplora.url, address)).rejects.toMatchObject({
      details: expect.stringContaining('spends more than was funded'),
    })
  })

  it('names the call and the status of an HTTP error, with the server words', async () => {
    serve({
      [`GET /address/${address}`]: { status: 400, body: 'Invalid Bitcoin address: bad\u001b[31m' },
    })
    const error = await readEsploraBalance(esplora.url, address).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'HTTP_REQUEST_FAILED',
      status: 400,
      details: `GET /address/${address} answered 400: Invalid Bitcoin address: bad [31m`,
    })
    serve({ [`GET /address/${address}`]: { status: 503, body: '' } })
    await expect(readEsploraBalance(esplora.url, address)).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      details: `GET /address/${address} answered 503.`,
    })
  })

  it('escapes the address into the path', async () => {
    serve({})
    await readEsploraBalance(esplora.url, 'a/../b?c').catch(() => undefined)
    expect(esplora.requests.map((request) => request.path)).toEqual(['/address/a%2F..%2Fb%3Fc'])
  })
})

describe('readEsploraUtxos', () => {
  it('reads each output with its value as bigint sats', async () => {
    serve({ [`GET /address/${address}/utxo`]: { body: [utxo(5_000, 0), utxo(700, 1, false)] } })
    await expect(readEsploraUtxos(esplora.url, address)).resolves.toEqual([
      { txid: utxo(0, 0).txid, vout: 0, value: 5_000n, confirmed: true },
      { txid: utxo(0, 1).txid, vout: 1, value: 700n, confirmed: false },
    ])
  })

  it.each([
    ['a txid that is not 64 hex', { ...utxo(1), txid: 'XYZ' }],
    ['a fractional value', { ...utxo(1), value: 0.5 }],
    ['no status', { ...utxo(1), status: undefined }],
  ])('refuses %s', async (_case, entry) => {
    serve({ [`GET /address/${address}/utxo`]: { body: [entry] } })
    await expect(readEsploraUtxos(esplora.url, address)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: expect.stringContaining('output 0 is not'),
    })
  })

  it('refuses more than 5000 outputs and an answer that is not a list', async () => {
    serve({
      [`GET /address/${address}/utxo`]: { body: Array.from({ length: 5_001 }, () => utxo(1)) },
    })
    await expect(readEsploraUtxos(esplora.url, address)).rejects.toMatchObject({
      details: expect.stringContaining('more than 5000 unspent outputs'),
    })
    serve({ [`GET /address/${address}/utxo`]: { body: { utxos: [] } } })
    await expect(readEsploraUtxos(esplora.url, address)).rejects.toMatchObject({
      details: expect.stringContaining('not a list'),
    })
  })
})

describe('readEsploraFeeRate', () => {
  it.each([
    ['the 6-block target', { '1': 9, '3': 5, '6': 2.5, '144': 1.2 }, 2.5],
    ['the nearest slower target without one', { '1': 9, '12': 3, '144': 1.2 }, 3],
    ['the slowest faster target without a slower one', { '1': 9, '3': 4 }, 4],
    ['the 1 sat/vB minimum for an empty answer', {}, 1],
    ['the 1 sat/vB minimum for a lower estimate', { '6': 0.2 }, 1],
  ])('takes %s', async (_case, body, rate) => {
    serve({ 'GET /fee-estimates': { body } })
    await expect(readEsploraFeeRate(esplora.url)).resolves.toBe(rate)
  })

  it('refuses a rate above 1000 sat/vB, naming it, and takes 1000', async () => {
    serve({ 'GET /fee-estimates': { body: { '1': 5_000, '6': 1_000.5, '144': 2 } } })
    await expect(readEsploraFeeRate(esplora.url)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: 'GET /fee-estimates: the rate of target 6, 1000.5 sat/vB, is above 1000 sat/vB.',
    })
    serve({ 'GET /fee-estimates': { body: { '1': 5_000, '6': 1_000 } } })
    await expect(readEsploraFeeRate(esplora.url)).resolves.toBe(1_000)
  })

  it('refuses rates that are not numbers', async () => {
    serve({ 'GET /fee-estimates': { body: { '6': 'fast' } } })
    await expect(readEsploraFeeRate(esplora.url)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
  })
})

describe('broadcastEsploraTransaction', () => {
  it('posts the hex as text and resolves with the txid', async () => {
    serve({ 'POST /tx': { body: `${txid}\n` } })
    await expect(broadcastEsploraTransaction(esplora.url, '0200ff')).resolves.toBe(txid)
    expect(esplora.requests).toEqual([{ method: 'POST', path: '/tx', body: '0200ff' }])
  })

  it("keeps the node's 400 reason", async () => {
    serve({ 'POST /tx': { status: 400, body: 'bad-txns-inputs-missingorspent' } })
    await expect(broadcastEsploraTransaction(esplora.url, '0200ff')).rejects.toMatchObject({
      status: 400,
      details: 'POST /tx answered 400: bad-txns-inputs-missingorspent',
    })
  })

  it('sends nothing that is not hex', async () => {
    await expect(broadcastEsploraTransaction(esplora.url, 'zz')).rejects.toMatchObject({
      details: 'Not sent: the transaction is not hex of whole bytes.',
    })
    expect(esplora.requests).toEqual([])
  })
})

describe('readEsploraTxStatus', () => {
  it('reads confirmed, and undefined for an unknown transaction (404)', async () => {
    serve({ [`GET /tx/${txid}/status`]: { body: { confirmed: true, block_height: 7 } } })
    await expect(readEsploraTxStatus(esplora.url, txid)).resolves.toEqual({ confirmed: true })
    serve({})
    await expect(readEsploraTxStatus(esplora.url, txid)).resolves.toBeUndefined()
  })

  it('refuses a txid that is not 64 hex before any request', async () => {
    await expect(readEsploraTxStatus(esplora.url, '../../x')).rejects.toThrow(
      'is not a transaction id',
    )
    expect(esplora.requests).toEqual([])
  })
})

describe('the Esplora transport', () => {
  it(`bounds every call by ${esploraTimeoutMs / 1000} s`, async () => {
    serve({ 'GET /fee-estimates': 'hang' })
    const early = new AbortController()
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => early.signal)
    const reading = readEsploraFeeRate(esplora.url)
    await vi.waitFor(() => expect(esplora.requests).toHaveLength(1), { timeout: 20_000 })
    early.abort(new DOMException('timed out', 'TimeoutError'))
    await expect(reading).rejects.toMatchObject({
      code: 'HTTP_REQUEST_TIMEOUT',
      details: 'GET /fee-estimates: no answer within 10 s.',
    })
    expect(timeout).toHaveBeenCalledWith(esploraTimeoutMs)
  })

  it('says so when nothing answers', async () => {
    const closed = await startFakeEsplora(() => undefined)
    await closed.close()
    await expect(readEsploraFeeRate(closed.url)).rejects.toMatchObject({
      code: 'HTTP_REQUEST_FAILED',
      details:
        'GET /fee-estimates: no answer from the Bitcoin data source (offline, or unreachable).',
    })
  })
})

import type { BitcoinLedger } from './createBitcoinLedger.js'
import { InvalidBitcoinAddressError } from './InvalidBitcoinAddressError.js'
import { TransactionRejectedError } from './TransactionRejectedError.js'

/** An answer before it is written. */
export interface EsploraAnswer {
  status: number
  type: 'application/json' | 'text/plain; charset=utf-8'
  body: string
}

/** A request as the router needs it; `body` is the text of a POST. */
export interface EsploraRequest {
  method: string
  url: URL
  body?: string
}

/** Fixed fee rates (sat/vB) by confirmation target in blocks: the sandbox has no fee market. */
const sandboxFeeEstimates = { '1': 2, '2': 2, '3': 1.5, '6': 1, '144': 1 }

// Esplora pages an address's transactions; the sandbox gives the first page only.
const maxAddressTransactions = 50

const json = (status: number, value: unknown): EsploraAnswer => ({
  status,
  type: 'application/json',
  body: JSON.stringify(value),
})
const text = (status: number, body: string): EsploraAnswer => ({
  status,
  type: 'text/plain; charset=utf-8',
  body,
})

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

function answerAddress(ledger: BitcoinLedger, address: string, part: string | undefined) {
  if (part === 'utxo') return json(200, ledger.utxos(address))
  if (part === 'txs') return json(200, ledger.history(address).slice(0, maxAddressTransactions))
  return json(200, ledger.addressInfo(address))
}

function answerTx(ledger: BitcoinLedger, rawTxid: string, part: string | undefined) {
  if (!/^[0-9a-fA-F]{64}$/.test(rawTxid)) {
    return text(400, 'Invalid transaction id: expected 64 hexadecimal digits')
  }
  const txid = rawTxid.toLowerCase()
  const answer =
    part === 'hex'
      ? ledger.transactionHex(txid)
      : part === 'status'
        ? ledger.transactionStatus(txid)
        : ledger.transaction(txid)
  if (answer === undefined) return text(404, 'Transaction not found')
  return typeof answer === 'string' ? text(200, answer) : json(200, answer)
}

function answerMine(ledger: BitcoinLedger, params: URLSearchParams) {
  const raw = params.get('blocks') ?? '1'
  if (!/^\d{1,4}$/.test(raw)) return text(400, `Invalid blocks: ${raw.slice(0, 20)} (1 to 1000)`)
  return json(200, { hashes: ledger.mine(Number(raw)) })
}

/** The route of a path (its method, name and parameters), or undefined. */
function route(pathname: string) {
  const address = /^\/address\/([^/]+)(?:\/(utxo|txs))?$/.exec(pathname)
  if (address) return { method: 'GET', name: 'address', id: address[1], part: address[2] } as const
  const tx = /^\/tx\/([^/]+)(?:\/(hex|status))?$/.exec(pathname)
  if (tx) return { method: 'GET', name: 'tx', id: tx[1], part: tx[2] } as const
  const fixed: Record<string, string> = {
    '/blocks/tip/height': 'GET',
    '/blocks/tip/hash': 'GET',
    '/fee-estimates': 'GET',
    '/tx': 'POST',
    '/mine': 'POST',
  }
  const expected = fixed[pathname]
  if (!expected) return undefined
  return { method: expected, name: pathname, id: undefined, part: undefined } as const
}

/**
 * Answers one request of the Esplora HTTP API (the subset the kit and the wallets use) from the
 * ledger, plus the sandbox's `POST /mine?blocks=n`. Bad addresses and refused transactions are
 * 400 with the reason as text; unknown transactions and routes 404.
 * @example answerEsplora({ method: 'GET', url: new URL(`${url}/blocks/tip/height`) }, ledger) // { status: 200, body: '5', ... }
 */
export function answerEsplora(request: EsploraRequest, ledger: BitcoinLedger): EsploraAnswer {
  const { pathname, searchParams } = request.url
  const found = route(pathname)
  if (!found) return text(404, 'Not Found')
  if (request.method !== found.method) return text(405, 'Method Not Allowed')
  try {
    if (found.name === 'address') {
      return answerAddress(ledger, decodeSegment(found.id ?? ''), found.part)
    }
    if (found.name === 'tx') return answerTx(ledger, decodeSegment(found.id ?? ''), found.part)
    if (found.name === '/blocks/tip/height') return text(200, String(ledger.tipHeight()))
    if (found.name === '/blocks/tip/hash') return text(200, ledger.tipHash())
    if (found.name === '/fee-estimates') return json(200, sandboxFeeEstimates)
    if (found.name === '/mine') return answerMine(ledger, searchParams)
    return text(200, ledger.submit(request.body ?? ''))
  } catch (error) {
    if (
      error instanceof TransactionRejectedError ||
      error instanceof InvalidBitcoinAddressError ||
      error instanceof RangeError
    ) {
      return text(400, error.message)
    }
    throw error
  }
}

/**
 * The sandbox's Bitcoin: an in-process regtest ledger (no bitcoind) behind the Esplora HTTP API
 * the kit and the dev wallets read, on 127.0.0.1 at a port chosen at run time.
 *
 * Transactions are real: parsed with btc-signer, their inputs looked up in the UTXO set and the
 * mempool (double spends refused), amounts and dust checked, and the signatures of P2WPKH and
 * P2TR key-path inputs verified (BIP143, BIP341); other input types are refused. Blocks are
 * mined on demand (`ledger.mine()`, `POST /mine?blocks=n`) and, by default, every second while
 * the mempool holds something. `fund` pays an address from a coinbase-like transaction, mined at
 * once. There are no reorgs, no evictions, no coinbase maturity and no fee market
 * (`/fee-estimates` is fixed).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BodyTooLargeError, readTextBody } from '../http/readTextBody.js'
import { loopbackHosts, refuseForeignHost } from '../http/refuseForeignHost.js'
import { answerEsplora, type EsploraAnswer } from './answerEsplora.js'
import { type BitcoinLedger, createBitcoinLedger } from './createBitcoinLedger.js'

export interface StartBitcoinLedgerOptions {
  /** Payments made at start, each its own funding transaction and block. */
  fund?: readonly { address: string; sats: bigint }[]
  /** How often a block is mined while the mempool is not empty (default 1000 ms); 0: only on demand. */
  mineIntervalMs?: number
}

/** A running ledger and its Esplora API. */
export interface SandboxBitcoin {
  /** The Esplora base URL, `http://127.0.0.1:PORT` (no trailing slash). */
  url: string
  /** `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  caipNetworkId: string
  ledger: BitcoinLedger
  /** Closes the server and stops the miner. */
  stop(): Promise<void>
}

// A raw transaction in hex: 400 KB is twice the bytes of the largest standard one.
const maxBodyBytes = 400 * 1024

// Pages of any origin read it, as they read a public Esplora.
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

function send(response: ServerResponse, answer: EsploraAnswer) {
  if (response.destroyed || response.headersSent) return
  response.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store' })
  response.end(answer.body)
}

async function readBody(request: IncomingMessage): Promise<string | EsploraAnswer> {
  try {
    return await readTextBody(request, maxBodyBytes)
  } catch (error) {
    const why =
      error instanceof BodyTooLargeError ? error.message : 'the request body could not be read'
    const status = error instanceof BodyTooLargeError ? 413 : 400
    return { status, type: 'text/plain; charset=utf-8', body: why }
  }
}

/**
 * Whether a write (`POST /tx`, `/mine`) may come from the request's page: none (a tool or test
 * in Node) or a loopback page (the app under `appkit dev`, whose wallet broadcasts). A website
 * elsewhere that found the port may read, as from a public Esplora, but not write.
 */
function mayWrite(request: IncomingMessage): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(origin).hostname)
  } catch {
    return false
  }
}

function startMiner(ledger: BitcoinLedger, intervalMs: number): () => void {
  if (intervalMs === 0) return () => {}
  const timer = setInterval(() => {
    if (ledger.mempool().length > 0) ledger.mine(1)
  }, intervalMs)
  // The miner alone must not keep a test run or a CLI process alive.
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Starts the regtest ledger and its Esplora-compatible API on 127.0.0.1 (a free port), funds
 * the given addresses, and mines every `mineIntervalMs` while transactions wait. It answers only
 * as 127.0.0.1:<port> or localhost:<port> (421 otherwise: DNS rebinding), with CORS on every answer;
 * writes (`POST`) only from Node or a loopback page (403 otherwise).
 * @example
 * const bitcoin = await startBitcoinLedger({ fund: [{ address: bitcoinDevAccount(0).payment.address, sats: 100_000_000n }] })
 * await fetch(`${bitcoin.url}/address/${bitcoinDevAccount(0).payment.address}/utxo`)
 * await bitcoin.stop()
 */
export async function startBitcoinLedger(
  options: StartBitcoinLedgerOptions = {},
): Promise<SandboxBitcoin> {
  const intervalMs = options.mineIntervalMs ?? 1000
  if (!Number.isFinite(intervalMs) || intervalMs < 0) {
    throw new RangeError(`mineIntervalMs must be 0 or more milliseconds, got ${intervalMs}`)
  }
  const ledger = createBitcoinLedger()
  for (const { address, sats } of options.fund ?? []) ledger.fund(address, sats)

  let hosts: readonly string[] = []
  const answer = async (request: IncomingMessage): Promise<EsploraAnswer> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    let body: string | undefined
    if (request.method === 'POST' && url.pathname === '/tx') {
      const read = await readBody(request)
      if (typeof read !== 'string') return read
      body = read
    } else request.resume()
    return answerEsplora({ method: request.method ?? 'GET', url, body }, ledger)
  }
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(corsHeaders)) response.setHeader(name, value)
    if (refuseForeignHost(request, response, hosts, 'The sandbox Bitcoin ledger')) return
    if (request.method === 'OPTIONS') {
      response.writeHead(204)
      return response.end()
    }
    if (request.method === 'POST' && !mayWrite(request)) {
      request.resume()
      const body = 'The sandbox Bitcoin ledger takes writes only from loopback pages.'
      return send(response, { status: 403, type: 'text/plain; charset=utf-8', body })
    }
    try {
      send(response, await answer(request))
    } catch (error) {
      // A bug, not a bad request (those are answered 400): said, and the server goes on.
      const message = error instanceof Error ? error.message : String(error)
      send(response, { status: 500, type: 'text/plain; charset=utf-8', body: message })
    }
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  hosts = loopbackHosts(port)
  const stopMiner = startMiner(ledger, intervalMs)

  return {
    url: `http://127.0.0.1:${port}`,
    caipNetworkId: ledger.caipNetworkId,
    ledger,
    stop() {
      stopMiner()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

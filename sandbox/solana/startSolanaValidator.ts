import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { loopbackHosts, refuseForeignHost } from '../http/refuseForeignHost.js'
import { accountMethods } from './accountMethods.js'
import { answerJsonRpc } from './answerJsonRpc.js'
import { attachSolanaPubsub } from './attachSolanaPubsub.js'
import { createSolanaLedger } from './createSolanaLedger.js'
import { loadSolanaPackages } from './loadSolanaPackages.js'
import { SolanaStartError } from './SolanaStartError.js'
import { sandboxSolanaGenesisHash } from './sandboxSolanaNetwork.js'
import { sandboxSplToken } from './sandboxSplToken.js'
import { seedSolana } from './seedSolana.js'
import { type SolanaDevAccount, solanaDevAccounts } from './solanaDevAccounts.js'
import { transactionMethods } from './transactionMethods.js'

export interface StartSolanaValidatorOptions {
  /** A fixed HTTP port on 127.0.0.1 (the websocket takes port + 1); free ones when omitted. */
  port?: number
}

/** A running local Solana validator: litesvm in this process behind a JSON-RPC server. */
export interface SandboxSolana {
  /** `http://127.0.0.1:PORT`, for `new Connection(rpcUrl)`. */
  rpcUrl: string
  /** `ws://127.0.0.1:PORT+1`, the address web3.js derives from `rpcUrl` by itself. */
  wsUrl: string
  port: number
  /** The funded dev accounts (100 SOL and 1000 SUSD each), with their keys. */
  accounts: readonly SolanaDevAccount[]
  /** The SUSD mint (6 decimals), at the same address on every run. */
  tokenMint: string
  token: typeof sandboxSplToken
  /** Closes both servers and every open connection. Safe to call twice. */
  stop(): Promise<void>
}

const startAttempts = 10
const maxBodyBytes = 1024 * 1024

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.off('error', onError)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

const inUse = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EADDRINUSE'

function answerHttp(
  request: IncomingMessage,
  response: ServerResponse,
  answer: (text: string) => string | undefined,
): void {
  // Any page of the sandbox (the example app, a user's dapp) may call it, as public RPCs allow.
  response.setHeader('access-control-allow-origin', '*')
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-methods': 'POST, GET, OPTIONS',
      'access-control-allow-headers':
        request.headers['access-control-request-headers'] ?? 'content-type',
      'access-control-max-age': '86400',
    })
    response.end()
    return
  }
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    return
  }
  if (request.method !== 'POST') {
    response
      .writeHead(405, { 'content-type': 'text/plain' })
      .end('Used HTTP Method is not allowed. POST or OPTIONS is required')
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  // A client that goes away mid-request must not take the server down with an unhandled error.
  request.on('error', () => response.destroy())
  request.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > maxBodyBytes) {
      response
        .writeHead(413, { 'content-type': 'text/plain', connection: 'close' })
        .end('Payload Too Large')
      request.destroy()
    } else chunks.push(chunk)
  })
  request.on('end', () => {
    if (response.headersSent) return
    const text = answer(Buffer.concat(chunks).toString('utf8'))
    if (text === undefined) response.writeHead(204).end()
    else response.writeHead(200, { 'content-type': 'application/json' }).end(text)
  })
}

/**
 * Starts a local Solana validator: litesvm in this process (SPL Token and the associated-token
 * program built in), seeded with the dev accounts (100 SOL and 1000 SUSD each), behind a JSON-RPC
 * server on a free 127.0.0.1 port P and its websocket on P + 1, as `@solana/web3.js` expects.
 * Starts in about a second. `litesvm`, `@solana/web3.js` and `@solana/spl-token` are loaded on
 * demand; without them it throws one line saying what to install. Both ports answer only as
 * 127.0.0.1 or localhost with their own port (421 to any other Host: DNS rebinding).
 * @example
 * const solana = await startSolanaValidator()
 * const connection = new Connection(solana.rpcUrl, 'confirmed')
 * await connection.getBalance(new PublicKey(solana.accounts[0].address)) // 100_000_000_000
 * await solana.stop()
 */
export async function startSolanaValidator(
  options: StartSolanaValidatorOptions = {},
): Promise<SandboxSolana> {
  const packages = await loadSolanaPackages()
  const accounts = solanaDevAccounts()
  let ledger: ReturnType<typeof createSolanaLedger>
  let tokenMint: string
  try {
    ledger = createSolanaLedger(packages)
    tokenMint = seedSolana(ledger, packages, accounts).tokenMint
  } catch (error) {
    throw new SolanaStartError('the local SVM (litesvm) failed at start', {
      details: (error as Error).message,
      cause: error,
    })
  }
  const methods = {
    ...accountMethods(ledger, sandboxSolanaGenesisHash),
    ...transactionMethods(ledger, packages),
  }
  // Set once the ports are known; until then no request is answered. web3.js and viem send the
  // Host of the URL they were given: 127.0.0.1:<port> (or localhost:<port>).
  let httpHosts: readonly string[] = []
  let wsHosts: readonly string[] = []
  const http = createServer((request, response) => {
    if (refuseForeignHost(request, response, httpHosts, 'The sandbox Solana RPC')) return
    answerHttp(request, response, (text) => answerJsonRpc(text, methods))
  })
  const ws = createServer((request, response) => {
    if (refuseForeignHost(request, response, wsHosts, 'The sandbox Solana websocket')) return
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('Upgrade Required: this is the websocket port')
  })
  const port = await listenPair(http, ws, options.port)
  httpHosts = loopbackHosts(port)
  wsHosts = loopbackHosts(port + 1)
  const pubsub = attachSolanaPubsub(ws, ledger, wsHosts)

  let stopping: Promise<void> | undefined
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port + 1}`,
    port,
    accounts,
    tokenMint,
    token: sandboxSplToken,
    stop: () => {
      stopping ??= Promise.all([pubsub.close(), close(http), close(ws)]).then(() => undefined)
      return stopping
    },
  }
}

/** Binds `http` on P and `ws` on P + 1, both free; P fixed when `port` is given. */
async function listenPair(http: Server, ws: Server, port: number | undefined): Promise<number> {
  if (port !== undefined) {
    try {
      await listen(http, port)
    } catch (error) {
      throw new SolanaStartError(`port ${port} is in use on 127.0.0.1`, {
        details: 'Stop whatever listens there, or leave the port out to get a free one.',
        cause: error,
      })
    }
    try {
      await listen(ws, port + 1)
    } catch (error) {
      await close(http)
      throw new SolanaStartError(
        `port ${port + 1} (the websocket, port + 1) is in use on 127.0.0.1`,
        {
          details:
            'web3.js connects to the websocket on the HTTP port + 1: pick a port whose next one is free.',
          cause: error,
        },
      )
    }
    return port
  }
  for (let attempt = 1; ; attempt++) {
    const chosen = await listen(http, 0)
    try {
      if (chosen < 65_535) {
        await listen(ws, chosen + 1)
        return chosen
      }
    } catch (error) {
      if (!inUse(error)) {
        await close(http)
        throw new SolanaStartError('the websocket server did not start', { cause: error })
      }
    }
    await close(http)
    if (attempt >= startAttempts) {
      throw new SolanaStartError(
        `found no free pair of ports (P, P + 1) on 127.0.0.1 in ${startAttempts} tries`,
      )
    }
  }
}

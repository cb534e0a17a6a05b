import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readJsonBody } from '../http/readJsonBody.js'
import { loopbackHosts, refuseForeignHost } from '../http/refuseForeignHost.js'
import type { NameRegistry } from '../names/createNameRegistry.js'
import {
  answerBlockchainApi,
  type BitcoinLedgerSource,
  type BlockchainApiContext,
} from './answerBlockchainApi.js'
import type { BlockchainApiOnramp } from './answerOnramp.js'
import type { BlockchainApiAnswer, BlockchainApiChain, Identity } from './BlockchainApiTypes.js'
import { createChainReader } from './createChainReader.js'
import { type BlockchainApiSolana, createSolanaReader } from './createSolanaReader.js'

export interface StartBlockchainApiOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /**
   * The chains to read, e.g. `[{ chainId: 31337, rpcUrl: chain.rpcUrl, ...await seedChain(chain) }]`
   * (the token, NFT, euro and exchange addresses `seedChain` answers).
   */
  chains: readonly BlockchainApiChain[]
  /**
   * Names and avatars for `/v1/identity/{address}`, keyed by address (any case). An avatar that
   * starts with `/` is a path on the stand-in (`sandboxIdentities` uses `/assets/avatar-0.svg`).
   */
  identities?: Record<string, Identity>
  /**
   * Append dev account 0's fixed, sandbox-labelled archive entries (previous years) to its
   * eip155:31337 history, after every live entry (default false; `startSandbox` turns it on).
   */
  archive?: boolean
  /**
   * The local Solana validator, whose SOL and SUSD balances `solana:` balance requests read, e.g.
   * `{ rpcUrl: solana.rpcUrl, caipNetworkId: sandboxSolanaCaipNetworkId, tokenMint: solana.tokenMint }`.
   */
  solana?: BlockchainApiSolana
  /** The sandbox's Bitcoin regtest ledger, which `bip122:` balance and history requests read. */
  bitcoin?: BitcoinLedgerSource
  /**
   * The stand-in onramp providers (`startOnrampProviders`): with them the onramp calls and the
   * history with `onramp` answer; without them those are 404 and history is as before.
   */
  onramp?: BlockchainApiOnramp
  /**
   * The run's name service (`createNameRegistry`): with it the `/v1/profile/` calls look names up,
   * list an address's names, suggest names and register them; without it they are 404.
   */
  names?: NameRegistry
}

export interface BlockchainApi {
  /** `http://127.0.0.1:PORT`, to use as `services.blockchainApi`. */
  url: string
  close(): Promise<void>
}

const maxBodyBytes = 64 * 1024

// The modal calls this from the page's origin, as it calls the real service.
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
}

/**
 * Starts the stand-in Blockchain API on 127.0.0.1: balances, history, identity and prices with the
 * paths and shapes of SPEC section 7, and the account's NFTs, read live from the sandbox chains
 * (ETH at 3000 USD, the sandbox token at 1 USD, the euro at 1.1 USD) and, with `solana`, balances
 * from the local validator (SOL at 150 USD, SUSD at 1 USD). The prices are fixed sandbox prices,
 * not market ones. On a chain given a `swapAddress`, the `/v1/convert/` swap calls quote and build
 * swaps on the sandbox exchange. With `names`, the name-service calls (`/v1/profile/`) answer from
 * that registry. It answers only as 127.0.0.1:<port> or localhost:<port> (421 to
 * any other Host: DNS rebinding).
 * @example
 * const api = await startBlockchainApi({ chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl, tokenAddress }] })
 * await fetch(`${api.url}/v1/account/${address}/balance?currency=usd&chainId=eip155:31337&projectId=${id}`)
 * await api.close()
 */
export async function startBlockchainApi(
  options: StartBlockchainApiOptions,
): Promise<BlockchainApi> {
  const identities = new Map(
    Object.entries(options.identities ?? {}).map(([address, identity]) => [
      address.toLowerCase(),
      identity,
    ]),
  )
  const context: BlockchainApiContext = {
    readers: options.chains.map(createChainReader),
    ...(options.solana && { solana: createSolanaReader(options.solana) }),
    ...(options.bitcoin && { bitcoin: options.bitcoin }),
    identities,
    assetsUrl: '',
    archive: options.archive ?? false,
    ...(options.onramp && { onramp: options.onramp }),
    ...(options.names && { names: options.names }),
  }

  const send = (response: ServerResponse, answer: BlockchainApiAnswer) => {
    if (response.destroyed) return
    response.writeHead(answer.status, {
      ...corsHeaders,
      'content-type': answer.type,
      'cache-control': 'no-store',
    })
    response.end(answer.body)
  }

  // Set once the port is known; until then no request is answered.
  let hosts: readonly string[] = []
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (refuseForeignHost(request, response, hosts, 'The sandbox Blockchain API')) return
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders)
      return response.end()
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    try {
      const body = request.method === 'POST' ? await readJsonBody(request, maxBodyBytes) : undefined
      send(
        response,
        await answerBlockchainApi({ method: request.method ?? 'GET', url, body }, context),
      )
    } catch (error) {
      // The chain is down or answered oddly: a gateway error, as the real service would give.
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
      send(response, { status: 502, type: 'application/json', body: JSON.stringify({ message }) })
    }
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  hosts = loopbackHosts(port)
  const url = `http://127.0.0.1:${port}`
  context.assetsUrl = `${url}/assets`

  return {
    url,
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

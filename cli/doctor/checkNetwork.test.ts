import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../sandbox/chain/freePort.js'
import { builtinNetworks, type CaipNetwork } from '../../schema/index.js'
import { checkNetwork } from './checkNetwork.js'

const devnetHash = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcWgxPWrEL'
let server: Server
let url: string
let closedUrl: string

// One stub for both Solana JSON-RPC (POST /solana...) and an Esplora-style Bitcoin API (GET).
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/solana' && request.method === 'POST') {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string }
        response.setHeader('content-type', 'application/json')
        response.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id,
            result: method === 'getGenesisHash' ? devnetHash : null,
          }),
        )
      })
      return
    }
    if (request.url === '/solana-error') {
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32601, message: 'Method not found' },
        }),
      )
      return
    }
    // An EVM RPC whose JSON-RPC error code is a string, which a server may send.
    if (request.url === '/evm-string-code') {
      request.resume()
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({ jsonrpc: '2.0', id: 0, error: { code: 'toString', message: 'no' } }),
      )
      return
    }
    if (request.url === '/bitcoin/blocks/tip/height') return void response.end('850123')
    if (request.url === '/html/blocks/tip/height') return void response.end('<html>hello</html>')
    response.statusCode = 404
    response.end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  closedUrl = `http://127.0.0.1:${await freePort()}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

function at(network: CaipNetwork, rpc: string): CaipNetwork {
  return { ...network, rpcUrls: { default: { http: [rpc] } } }
}

const devnet = builtinNetworks['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']
const mainnet = builtinNetworks['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
const bitcoin = builtinNetworks['bip122:000000000019d6689c085ae165831e93']
const localhost = builtinNetworks['eip155:31337']

describe('checkNetwork', () => {
  it('accepts a Solana RPC whose genesis hash starts with the CAIP reference', async () => {
    const result = await checkNetwork(at(devnet, `${url}/solana`), 2_000)
    expect(result).toMatchObject({
      id: 'network:solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      status: 'ok',
    })
    expect(result.detail).toMatch(
      /RPC http:\/\/127\.0\.0\.1:\d+\/solana answered genesis hash EtWTRABZ… in \d+ ms$/,
    )
  })

  it('fails a Solana RPC of another cluster', async () => {
    const result = await checkNetwork(at(mainnet, `${url}/solana`), 2_000)
    expect(result.status).toBe('fail')
    expect(result.detail).toContain(
      `reports genesis hash ${devnetHash.slice(0, 32)}, which is not Solana's`,
    )
  })

  it('fails a Solana RPC that answers a JSON-RPC error', async () => {
    const result = await checkNetwork(at(devnet, `${url}/solana-error`), 2_000)
    expect(result.detail).toContain('answered JSON-RPC error -32601 (Method not found)')
  })

  it('names a JSON-RPC error code sent as a string, even one named like an object method', async () => {
    const result = await checkNetwork(at(localhost, `${url}/evm-string-code`), 2_000)
    expect(result.status).toBe('fail')
    expect(result.detail).toBe(
      `Localhost (eip155:31337): RPC ${url}/evm-string-code could not be reached (toString)`,
    )
  })

  it('accepts a Bitcoin API that answers its tip height', async () => {
    const result = await checkNetwork(at(bitcoin, `${url}/bitcoin`), 2_000)
    expect(result.status).toBe('ok')
    expect(result.detail).toMatch(/answered block height 850123 in \d+ ms$/)
  })

  it('fails a Bitcoin URL that answers something else', async () => {
    const html = await checkNetwork(at(bitcoin, `${url}/html`), 2_000)
    expect(html.detail).toContain('did not answer a block height')
    const missing = await checkNetwork(at(bitcoin, `${url}/nowhere`), 2_000)
    expect(missing.detail).toContain('answered HTTP 404')
  })

  it('fails an unreachable endpoint with a one-line reason', async () => {
    const result = await checkNetwork(at(bitcoin, closedUrl), 2_000)
    expect(result.status).toBe('fail')
    expect(result.detail).toBe(
      `Bitcoin (${bitcoin.caipNetworkId}): RPC ${closedUrl} refused the connection (is it running?)`,
    )
  })

  it('warns that namespaces without a probe are not checked', async () => {
    const polkadot: CaipNetwork = {
      ...at(bitcoin, url),
      chainNamespace: 'polkadot',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      name: 'Polkadot',
    }
    const result = await checkNetwork(polkadot, 2_000)
    expect(result.status).toBe('warn')
    expect(result.detail).toContain('doctor cannot probe polkadot endpoints yet')
  })
})

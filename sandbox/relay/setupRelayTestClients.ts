import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { WebSocket } from 'ws'
import { type Relay, startRelay } from './startRelay.js'

/** A frame the relay sent, as a test reads it. */
export interface RelayTestFrame {
  id?: unknown
  method?: string
  params?: unknown
  result?: unknown
  error?: { code: number; message: string }
}

/** An `irn_subscription` push. */
export interface RelayTestPush {
  id: number
  params: {
    id: string
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation: string }
  }
}

/**
 * Test harness: starts a relay for the test file and hands out raw websocket clients whose auth
 * token names a client id, as WalletConnect clients' tokens do. Sockets are cut after each test.
 * @example
 * const relay = setupRelayTestClients()
 * const dapp = await relay.client('did:key:dapp')
 * await dapp.request('irn_subscribe', { topic })
 */
export function setupRelayTestClients() {
  let relay: Relay | undefined
  const sockets: WebSocket[] = []
  beforeAll(async () => {
    relay = await startRelay()
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.terminate()
    relay?.setPaused(false)
  })
  afterAll(() => relay?.close())

  const started = () => {
    if (!relay) throw new Error('the relay starts in beforeAll')
    return relay
  }

  async function client(clientId: string) {
    const claims = Buffer.from(JSON.stringify({ iss: clientId })).toString('base64url')
    const socket = new WebSocket(`${started().url}/?auth=e30.${claims}.sig&projectId=anything`)
    sockets.push(socket)
    const frames: RelayTestFrame[] = []
    const raw: string[] = []
    socket.on('message', (data) => {
      raw.push(String(data))
      frames.push(JSON.parse(String(data)))
    })
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    let nextId = 1
    return {
      socket,
      frames,
      raw,
      send: (text: string) => socket.send(text),
      /** Sends a request and resolves with the relay's reply to it. */
      async request(method: string, params: unknown): Promise<RelayTestFrame> {
        const id = nextId++
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
        return vi.waitFor(
          () => {
            const reply = frames.find((frame) => frame.id === id && !frame.method)
            if (!reply) throw new Error(`no reply to ${method}`)
            return reply
          },
          { timeout: 10_000 },
        )
      },
      pushes: () =>
        frames.filter((frame) => frame.method === 'irn_subscription') as RelayTestPush[],
    }
  }

  return {
    get relay() {
      return started()
    },
    client,
    /** A 64-character topic named `name`. */
    topic: (name: string) => name.padEnd(64, '0'),
    /** Lets in-flight frames arrive before checking that nothing came. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 50)),
  }
}

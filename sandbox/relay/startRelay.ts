import type { AddressInfo } from 'node:net'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { isOwnHost, loopbackHosts } from '../http/refuseForeignHost.js'
import { answerRelayFrame } from './answerRelayFrame.js'
import { clientIdFromUrl } from './clientIdFromUrl.js'
import { createRelayHub, type RelayHubCounts, type RelayPeer } from './createRelayHub.js'

export interface StartRelayOptions {
  /** A fixed port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** How often each socket is pinged; 15 s by default (clients give up after 35 s of silence). */
  pingIntervalMs?: number
  /** Larger frames close the socket (code 1009); 1 MiB by default. */
  maxFrameBytes?: number
}

export interface RelayStats extends RelayHubCounts {
  connections: number
  /** Frames answered with a JSON-RPC error (not JSON, not JSON-RPC, bad params, unknown method). */
  rejectedFrames: number
  paused: boolean
}

/** A running loopback WalletConnect relay. */
export interface Relay {
  /** `ws://127.0.0.1:PORT`, the `relayUrl` for clients. */
  url: string
  port: number
  stats(): RelayStats
  /** Fault switch: cuts every socket at once, as a network drop would; clients reconnect. */
  dropConnections(): void
  /** Fault switch: while paused, messages are kept in the mailbox and pushed on resume. */
  setPaused(paused: boolean): void
  /** Cuts every socket and stops listening. Safe to call twice. */
  close(): Promise<void>
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

/**
 * Starts a WalletConnect v2 relay on 127.0.0.1 for offline tests and `appkit dev`: the JSON-RPC
 * methods clients 2.25 use, the session proposal and approval methods, a mailbox with TTLs,
 * pings, and fault switches. It accepts any auth token and project id, and only the Host
 * 127.0.0.1:<port> or localhost:<port> (421 to any other: DNS rebinding).
 * @example
 * const relay = await startRelay()
 * const provider = await UniversalProvider.init({ projectId, relayUrl: relay.url, ... })
 * await relay.close()
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const hub = createRelayHub()
  // Set once the port is known; until then no socket is accepted. A page that rebinds its own name
  // to 127.0.0.1 names it in Host, and gets 421 instead of a socket.
  let hosts: readonly string[] = []
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxPayload: options.maxFrameBytes ?? 1024 * 1024,
    verifyClient: (info, accept) =>
      isOwnHost(info.req, hosts) ? accept(true) : accept(false, 421, 'Misdirected Request'),
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // A server error after start (e.g. on a socket upgrade) must not crash the process.
  server.on('error', () => undefined)
  let rejectedFrames = 0
  const alive = new WeakMap<WebSocket, boolean>()

  server.on('connection', (socket, request) => {
    const peer: RelayPeer = {
      clientId: clientIdFromUrl(request.url),
      send(text) {
        if (socket.readyState !== WebSocket.OPEN) return false
        socket.send(text)
        return true
      },
    }
    hub.attach(peer)
    alive.set(socket, true)
    socket.on('pong', () => alive.set(socket, true))
    socket.on('error', () => socket.terminate())
    socket.on('close', () => hub.detach(peer))
    socket.on('message', (data, isBinary) => {
      const outcome = answerRelayFrame(hub, peer, isBinary ? undefined : textOf(data))
      if (outcome.rejected) rejectedFrames++
      if (outcome.reply !== undefined) peer.send(outcome.reply)
    })
  })

  // Clients in Node count silence as a dead socket: pings keep a quiet socket open, and a socket
  // that missed a pong since the last ping is dead and cut.
  const pinger = setInterval(() => {
    for (const socket of server.clients) {
      if (alive.get(socket) === false) {
        socket.terminate()
        continue
      }
      alive.set(socket, false)
      socket.ping()
    }
  }, options.pingIntervalMs ?? 15_000)
  pinger.unref()

  const { port } = server.address() as AddressInfo
  hosts = loopbackHosts(port)
  let closed: Promise<void> | undefined
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    stats: () => ({
      ...hub.counts(),
      connections: server.clients.size,
      rejectedFrames,
      paused: hub.paused,
    }),
    dropConnections() {
      for (const socket of server.clients) socket.terminate()
    },
    setPaused: (paused) => hub.setPaused(paused),
    close() {
      closed ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const socket of server.clients) socket.terminate()
        server.close(() => resolve())
      })
      return closed
    },
  }
}

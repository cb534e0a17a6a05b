import type { Server } from 'node:http'
import { type WebSocket, WebSocketServer } from 'ws'
import { isOwnHost } from '../http/refuseForeignHost.js'
import { type RpcMethod, withContext } from './accountMethods.js'
import { answerJsonRpc } from './answerJsonRpc.js'
import type { LedgerAccount, LedgerBlock, SolanaLedger } from './createSolanaLedger.js'
import { encodeAccount } from './encodeAccount.js'
import { addressParam, configParam, signatureParam } from './rpcParams.js'
import { invalidParams } from './SolanaRpcError.js'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; config: Record<string, unknown>; last: string }
  | { kind: 'slot' }

const systemProgram = '11111111111111111111111111111111'
const closedAccount: LedgerAccount = {
  lamports: 0n,
  owner: systemProgram,
  data: new Uint8Array(),
  executable: false,
}

const fingerprint = (account: LedgerAccount | undefined) =>
  account
    ? `${account.lamports}:${account.owner}:${Buffer.from(account.data).toString('base64')}`
    : ''

/**
 * The websocket half of the RPC, on its own server (web3.js connects to the HTTP port + 1):
 * `signatureSubscribe` (notified once, when the transaction is processed, or at once when it
 * already was), `accountSubscribe` (on every change), `slotSubscribe` (every block) and their
 * unsubscribes. Only a handshake whose Host is one of `hosts` is accepted (421 to the others:
 * a page that rebinds its own name to 127.0.0.1 gets no socket). Returns `close()`, which drops
 * every socket.
 * @example const pubsub = attachSolanaPubsub(wsHttpServer, ledger, loopbackHosts(port + 1)); ...; await pubsub.close()
 */
export function attachSolanaPubsub(
  server: Server,
  ledger: SolanaLedger,
  hosts: readonly string[],
): { close(): Promise<void> } {
  const wss = new WebSocketServer({
    server,
    maxPayload: 1024 * 1024,
    verifyClient: (info, accept) =>
      isOwnHost(info.req, hosts) ? accept(true) : accept(false, 421, 'Misdirected Request'),
  })
  const sockets = new Map<WebSocket, Map<number, Subscription>>()
  let nextId = 0

  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) => {
    if (socket.readyState !== socket.OPEN) return
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }))
  }

  const onBlock = (block: LedgerBlock) => {
    for (const [socket, subscriptions] of sockets) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'slot') {
          notify(socket, 'slotNotification', id, {
            parent: block.parent,
            root: block.parent,
            slot: block.slot,
          })
        } else if (subscription.kind === 'signature') {
          const record = block.transactions.find(
            (entry) => entry.signature === subscription.signature,
          )
          if (!record) continue
          subscriptions.delete(id)
          notify(socket, 'signatureNotification', id, withContext(ledger, { err: record.err }))
        } else {
          const account = ledger.getAccount(subscription.address)
          const now = fingerprint(account)
          if (now === subscription.last) continue
          subscription.last = now
          const value = encodeAccount(
            account ?? closedAccount,
            subscription.config,
            ledger.decimalsOf,
          )
          notify(socket, 'accountNotification', id, withContext(ledger, value))
        }
      }
    }
  }
  const stopListening = ledger.onBlock(onBlock)

  const methodsFor = (socket: WebSocket, subscriptions: Map<number, Subscription>) => {
    const subscribe = (subscription: Subscription) => {
      const id = nextId++
      subscriptions.set(id, subscription)
      return id
    }
    const unsubscribe =
      (kind: Subscription['kind']): RpcMethod =>
      (params) => {
        const id = params[0]
        if (typeof id !== 'number' || subscriptions.get(id)?.kind !== kind) {
          throw invalidParams('Invalid subscription id.')
        }
        return subscriptions.delete(id)
      }
    const methods: Record<string, RpcMethod> = {
      signatureSubscribe: (params) => {
        const signature = signatureParam(params[0])
        const id = subscribe({ kind: 'signature', signature })
        const record = ledger.transaction(signature)
        // Already processed: notified right after the subscription id is sent back.
        if (record) {
          subscriptions.delete(id)
          setImmediate(() =>
            notify(socket, 'signatureNotification', id, withContext(ledger, { err: record.err })),
          )
        }
        return id
      },
      signatureUnsubscribe: unsubscribe('signature'),
      accountSubscribe: (params) => {
        const address = addressParam(params, 0)
        const config = { encoding: 'base64', ...configParam(params, 1) }
        return subscribe({
          kind: 'account',
          address,
          config,
          last: fingerprint(ledger.getAccount(address)),
        })
      },
      accountUnsubscribe: unsubscribe('account'),
      slotSubscribe: () => subscribe({ kind: 'slot' }),
      slotUnsubscribe: unsubscribe('slot'),
    }
    return methods
  }

  wss.on('connection', (socket) => {
    const subscriptions = new Map<number, Subscription>()
    sockets.set(socket, subscriptions)
    const methods = methodsFor(socket, subscriptions)
    socket.on('message', (data, isBinary) => {
      if (isBinary) return
      const answer = answerJsonRpc(data.toString(), methods)
      if (answer !== undefined) socket.send(answer)
    })
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.terminate())
  })
  // Errors of the listening socket surface through the HTTP server that owns it.
  wss.on('error', () => undefined)

  return {
    close: () =>
      new Promise<void>((resolve) => {
        stopListening()
        for (const socket of wss.clients) socket.terminate()
        sockets.clear()
        wss.close(() => resolve())
      }),
  }
}

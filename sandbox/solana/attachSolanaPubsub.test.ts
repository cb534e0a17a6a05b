import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type SandboxSolana, startSolanaValidator } from './startSolanaValidator.js'

const waitMs = 20_000
let solana: SandboxSolana
let connection: Connection
beforeAll(async () => {
  solana = await startSolanaValidator()
  connection = new Connection(solana.rpcUrl, 'confirmed')
})
afterAll(() => solana?.stop())

/** A raw websocket client: each message parsed, waited for with a bound. */
async function openSocket() {
  const socket = new WebSocket(solana.wsUrl)
  const messages: Record<string, unknown>[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()))
    for (const wake of waiters) wake()
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let nextId = 1
  const next = (match: (message: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const index = messages.findIndex(match)
        if (index < 0) return
        waiters.delete(check)
        clearTimeout(timer)
        resolve(messages.splice(index, 1)[0] as Record<string, unknown>)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`no matching message within ${waitMs} ms`))
      }, waitMs)
      waiters.add(check)
      check()
    })
  const call = async (method: string, params: unknown[]) => {
    const id = nextId++
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    return next((message) => message.id === id)
  }
  const notification = (method: string, subscription: unknown) =>
    next(
      (message) =>
        message.method === method &&
        (message.params as { subscription?: unknown }).subscription === subscription,
    )
  return { socket, call, notification }
}

async function transferOnce(lamports: number): Promise<string> {
  const from = Keypair.fromSecretKey(solana.accounts[9]?.secretKey ?? new Uint8Array())
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: from.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports,
    }),
  )
  return sendAndConfirmTransaction(connection, transaction, [from])
}

describe('the Solana sandbox websocket', () => {
  it('notifies a signature already processed at once, and each new slot', async () => {
    const { socket, call, notification } = await openSocket()
    try {
      const done = await transferOnce(1_000_000)
      const early = await call('signatureSubscribe', [done, { commitment: 'confirmed' }])
      const note = await notification('signatureNotification', early.result)
      expect(note.params).toMatchObject({ result: { value: { err: null } } })

      const slots = await call('slotSubscribe', [])
      const sent = transferOnce(2_000_000)
      const slot = await notification('slotNotification', slots.result)
      expect((slot.params as { result: { slot: number } }).result.slot).toBeGreaterThan(0)
      await sent
      expect(await call('slotUnsubscribe', [slots.result])).toMatchObject({ result: true })
      expect(await call('slotUnsubscribe', [slots.result])).toMatchObject({
        error: { code: -32602, message: 'Invalid subscription id.' },
      })
    } finally {
      socket.terminate()
    }
  })

  it('answers JSON-RPC errors on the websocket too', async () => {
    const { socket, call } = await openSocket()
    try {
      expect(await call('getBalance', [])).toMatchObject({ error: { code: -32601 } })
      expect(await call('signatureSubscribe', ['nope'])).toMatchObject({ error: { code: -32602 } })
    } finally {
      socket.terminate()
    }
  })

  it('refuses a transaction whose blockhash it never issued', async () => {
    const from = Keypair.fromSecretKey(solana.accounts[9]?.secretKey ?? new Uint8Array())
    const stale = new PublicKey(new Uint8Array(32).fill(7)).toBase58()
    expect((await connection.isBlockhashValid(stale)).value).toBe(false)
    const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: stale }).add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: from.publicKey, lamports: 1 }),
    )
    transaction.sign(from)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
      /Blockhash not found/,
    )
  })
})

import { createServer, type Server } from 'node:net'
import {
  getAccount,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  transferChecked,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPortFree } from '../chain/freePort.js'
import { handshakeWithHost } from '../http/fixtures/handshakeWithHost.js'
import { requestWithHost } from '../http/fixtures/requestWithHost.js'
import { SolanaStartError } from './SolanaStartError.js'
import { type SandboxSolana, startSolanaValidator } from './startSolanaValidator.js'

// Bounded waits: a confirmation on a loaded 2-core machine is slow, never endless.
const confirmTimeoutMs = 20_000

let solana: SandboxSolana
let connection: Connection
beforeAll(async () => {
  solana = await startSolanaValidator()
  connection = connect(solana.rpcUrl)
})
afterAll(() => solana?.stop())

function connect(rpcUrl: string): Connection {
  return new Connection(rpcUrl, {
    commitment: 'confirmed',
    confirmTransactionInitialTimeout: confirmTimeoutMs,
    disableRetryOnRateLimit: true,
  })
}

const keypair = (index: number) => {
  const account = solana.accounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return Keypair.fromSecretKey(account.secretKey)
}

async function rpc(body: string): Promise<unknown> {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(5_000),
  })
  return response.json()
}

function transfer(from: Keypair, to: PublicKey, lamports: number): Promise<string> {
  const transaction = new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )
  return sendAndConfirmTransaction(connection, transaction, [from], { commitment: 'confirmed' })
}

describe('startSolanaValidator', () => {
  it('listens on 127.0.0.1 with the websocket on the HTTP port + 1', () => {
    expect(solana.rpcUrl).toBe(`http://127.0.0.1:${solana.port}`)
    expect(solana.wsUrl).toBe(`ws://127.0.0.1:${solana.port + 1}`)
  })

  it('seeds every dev account with 100 SOL and 1000 SUSD at stable addresses', async () => {
    expect(solana.accounts[0]?.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(solana.tokenMint).toBe('G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA')
    expect(solana.accounts).toHaveLength(10)
    const mint = new PublicKey(solana.tokenMint)
    for (const account of solana.accounts) {
      const owner = new PublicKey(account.address)
      expect(await connection.getBalance(owner)).toBe(100 * LAMPORTS_PER_SOL)
      const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint })
      expect(value).toHaveLength(1)
      expect(value[0]?.pubkey.toBase58()).toBe(
        getAssociatedTokenAddressSync(mint, owner).toBase58(),
      )
      expect(value[0]?.account.data.parsed.info.tokenAmount).toEqual({
        amount: '1000000000',
        decimals: 6,
        uiAmount: 1000,
        uiAmountString: '1000',
      })
    }
    const parsedMint = await connection.getParsedAccountInfo(mint)
    expect(parsedMint.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: { decimals: 6, supply: '10000000000', mintAuthority: solana.accounts[0]?.address },
      },
    })
  })

  it('airdrops exact lamports to a new account', async () => {
    const fresh = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(fresh, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const { value } = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
    expect(value.err).toBeNull()
    expect(await connection.getBalance(fresh)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('confirms a SOL transfer over the websocket, with exact balances and a readable transaction', async () => {
    const from = keypair(1)
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(from.publicKey)
    const rent = await connection.getMinimumBalanceForRentExemption(0)
    const signature = await transfer(from, to, rent + 1234)
    const fee = 5000
    expect(await connection.getBalance(from.publicKey)).toBe(before - rent - 1234 - fee)
    expect(await connection.getBalance(to)).toBe(rent + 1234)
    const shown = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(shown?.meta?.err).toBeNull()
    expect(shown?.meta?.fee).toBe(fee)
    expect(shown?.meta?.preBalances.slice(0, 2)).toEqual([before, 0])
    expect(shown?.meta?.postBalances.slice(0, 2)).toEqual([before - rent - 1234 - fee, rent + 1234])
    const parsed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: {
          source: from.publicKey.toBase58(),
          destination: to.toBase58(),
          lamports: rent + 1234,
        },
      },
    })
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.confirmationStatus).toBe('finalized')
  })

  it('accepts two identical transfers in a row', async () => {
    const from = keypair(2)
    const to = keypair(3).publicKey
    const [fromBefore, toBefore] = await Promise.all([
      connection.getBalance(from.publicKey),
      connection.getBalance(to),
    ])
    const first = await transfer(from, to, 1_000_000)
    const second = await transfer(from, to, 1_000_000)
    expect(second).not.toBe(first)
    expect(await connection.getBalance(from.publicKey)).toBe(fromBefore - 2 * (1_000_000 + 5000))
    expect(await connection.getBalance(to)).toBe(toBefore + 2_000_000)
  })

  it('transfers SUSD between dev accounts with spl-token', async () => {
    const mint = new PublicKey(solana.tokenMint)
    const from = keypair(4)
    const to = keypair(5).publicKey
    const source = getAssociatedTokenAddressSync(mint, from.publicKey)
    const destination = await getOrCreateAssociatedTokenAccount(connection, from, mint, to)
    const signature = await transferChecked(
      connection,
      from,
      source,
      mint,
      destination.address,
      from,
      2_500_000n,
      6,
    )
    expect((await getAccount(connection, source)).amount).toBe(997_500_000n)
    expect((await getAccount(connection, destination.address)).amount).toBe(1_002_500_000n)
    const balance = await connection.getTokenAccountBalance(destination.address)
    expect(balance.value.uiAmountString).toBe('1002.5')
    const shown = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    const post = shown?.meta?.postTokenBalances?.map((entry) => entry.uiTokenAmount.amount).sort()
    expect(post).toEqual(['1002500000', '997500000'])
    expect(shown?.transaction.message.instructions).toContainEqual({
      program: 'spl-token',
      programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
      parsed: {
        type: 'transferChecked',
        info: {
          source: source.toBase58(),
          mint: solana.tokenMint,
          destination: destination.address.toBase58(),
          authority: from.publicKey.toBase58(),
          tokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
        },
      },
      stackHeight: null,
    })
  })

  it('notifies account changes over the websocket', async () => {
    const watched = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(watched, (account) => {
        void connection.removeAccountChangeListener(id)
        resolve(account.lamports)
      })
    })
    // The subscription is made asynchronously: send once it has been acknowledged.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await transfer(keypair(6), watched, LAMPORTS_PER_SOL)
    expect(await withTimeout(changed, confirmTimeoutMs)).toBe(LAMPORTS_PER_SOL)
  })

  it('answers malformed requests and unknown methods with JSON-RPC errors, and batches', async () => {
    expect(await rpc('{"jsonrpc":')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await rpc('{"jsonrpc":"2.0","id":1}')).toMatchObject({ id: 1, error: { code: -32600 } })
    expect(await rpc('[]')).toMatchObject({ error: { code: -32600 } })
    expect(await rpc('{"jsonrpc":"2.0","id":2,"method":"getNothing"}')).toMatchObject({
      id: 2,
      error: { code: -32601, message: 'Method not found' },
    })
    expect(
      await rpc('{"jsonrpc":"2.0","id":3,"method":"getBalance","params":["not-an-address"]}'),
    ).toMatchObject({ id: 3, error: { code: -32602 } })
    const batch = await rpc(
      '[{"jsonrpc":"2.0","id":1,"method":"getHealth"},{"jsonrpc":"2.0","id":2,"method":"nope"},{"jsonrpc":"2.0","method":"getSlot"}]',
    )
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
  })

  it('answers 421 over HTTP and on the websocket to a page that rebinds its name to 127.0.0.1', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"getHealth"}'
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body }
    const forged = await requestWithHost(solana.port, `rebind.example:${solana.port}`, '/', post)
    expect(forged.status).toBe(421)
    expect(JSON.parse(forged.body)).toMatchObject({ error: 'misdirected-request' })
    const own = await requestWithHost(solana.port, `localhost:${solana.port}`, '/', post)
    expect(JSON.parse(own.body)).toMatchObject({ result: 'ok' })

    const wsPort = solana.port + 1
    const handshake = (host: string) => handshakeWithHost(solana.wsUrl, host)
    expect(await handshake(`rebind.example:${wsPort}`)).toBe(421)
    expect(await handshake(`127.0.0.1:${wsPort}`)).toBe(101)
  })

  it('takes transactions in base58 too, and refuses a duplicate with a preflight error', async () => {
    const from = keypair(7)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: from.publicKey,
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: keypair(8).publicKey,
        lamports: 1,
      }),
    )
    transaction.sign(from)
    const body = (id: number) =>
      JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'sendTransaction',
        params: [bs58.encode(transaction.serialize()), { encoding: 'base58' }],
      })
    const sent = (await rpc(body(1))) as { result: string }
    expect(sent.result).toBe(bs58.encode(transaction.signature ?? new Uint8Array()))
    expect(await rpc(body(2))).toMatchObject({
      error: { code: -32002, data: { err: 'AlreadyProcessed' } },
    })
  })
})

describe('startSolanaValidator faults', () => {
  it('stop() closes both ports and can be called twice', async () => {
    const other = await startSolanaValidator()
    await Promise.all([other.stop(), other.stop()])
    await other.stop()
    expect(await isPortFree(other.port)).toBe(true)
    expect(await isPortFree(other.port + 1)).toBe(true)
  })

  it('makes a client fail fast with a connection error once stopped mid-session', async () => {
    const other = await startSolanaValidator()
    const client = connect(other.rpcUrl)
    const owner = new PublicKey(other.accounts[0]?.address ?? '')
    expect(await client.getBalance(owner)).toBe(100 * LAMPORTS_PER_SOL)
    await other.stop()
    const started = Date.now()
    await expect(client.getBalance(owner)).rejects.toThrow(/ECONNREFUSED|fetch failed|socket/i)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('refuses a port in use, and a port whose websocket port (+1) is in use', async () => {
    // A busy port whose predecessor is free, so both refusals are about the ports under test.
    let blocker = await occupy(0)
    while (!(await isPortFree(address(blocker) - 1))) {
      await new Promise((resolve) => blocker.close(resolve))
      blocker = await occupy(0)
    }
    const port = address(blocker)
    try {
      await expect(startSolanaValidator({ port })).rejects.toThrow(
        new SolanaStartError(`port ${port} is in use on 127.0.0.1`, {
          details: 'Stop whatever listens there, or leave the port out to get a free one.',
        }).message,
      )
      await expect(startSolanaValidator({ port: port - 1 })).rejects.toThrow(
        `port ${port} (the websocket, port + 1) is in use on 127.0.0.1`,
      )
      // The HTTP port it had bound is given back.
      expect(await isPortFree(port - 1)).toBe(true)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port, host: '127.0.0.1' }, () => resolve(server))
  })
}

function address(server: Server): number {
  const bound = server.address()
  if (typeof bound !== 'object' || !bound) throw new Error('not listening')
  return bound.port
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no notification within ${ms} ms`)), ms),
    ),
  ])
}

import { getAssociatedTokenAddressSync, transferChecked } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../chain/freePort.js'
import { sandboxSolanaCaipNetworkId } from '../solana/sandboxSolanaNetwork.js'
import { type SandboxSolana, startSolanaValidator } from '../solana/startSolanaValidator.js'
import { startSandbox } from '../startSandbox.js'
import type { TokenBalance } from './BlockchainApiTypes.js'
import { type BlockchainApi, startBlockchainApi } from './startBlockchainApi.js'

const projectId = '0123456789abcdef0123456789abcdef'
// Bounded waits: a confirmation or a request on a loaded 2-core machine is slow, never endless.
const confirmTimeoutMs = 20_000
const requestTimeoutMs = 20_000

let solana: SandboxSolana
let connection: Connection
let api: BlockchainApi

const keypair = (index: number) => {
  const account = solana.accounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return Keypair.fromSecretKey(account.secretKey)
}
const owner = () => keypair(0).publicKey

beforeAll(async () => {
  solana = await startSolanaValidator()
  connection = new Connection(solana.rpcUrl, {
    commitment: 'confirmed',
    confirmTransactionInitialTimeout: confirmTimeoutMs,
    disableRetryOnRateLimit: true,
  })
  // Odd amounts to account 0, so the balances have digits a float would lose.
  const payer = keypair(1)
  const lamports = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: owner(),
      lamports: 123_456_789,
    }),
  )
  await sendAndConfirmTransaction(connection, lamports, [payer], { commitment: 'confirmed' })
  const mint = new PublicKey(solana.tokenMint)
  await transferChecked(
    connection,
    payer,
    getAssociatedTokenAddressSync(mint, payer.publicKey),
    mint,
    getAssociatedTokenAddressSync(mint, owner()),
    payer,
    1_500_001n,
    6,
    [],
    { commitment: 'confirmed' },
  )
  api = await startBlockchainApi({
    chains: [],
    solana: {
      rpcUrl: solana.rpcUrl,
      caipNetworkId: sandboxSolanaCaipNetworkId,
      tokenMint: solana.tokenMint,
    },
  })
})
afterAll(async () => {
  await api?.close()
  await solana?.stop()
})

const balancePath = (address: string) => `/v1/account/${address}/balance`
const get = (base: string, path: string, query: Record<string, string> = {}) =>
  fetch(`${base}${path}?${new URLSearchParams({ projectId, ...query })}`, {
    signal: AbortSignal.timeout(requestTimeoutMs),
  })

async function held(address: PublicKey): Promise<{ lamports: bigint; units: bigint }> {
  const lamports = BigInt(await connection.getBalance(address))
  const { value } = await connection.getParsedTokenAccountsByOwner(address, {
    mint: new PublicKey(solana.tokenMint),
  })
  const units = value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
  return { lamports, units }
}

function expected(lamports: bigint, units: bigint): unknown[] {
  return [
    expect.objectContaining({
      name: 'Solana',
      symbol: 'SOL',
      chainId: sandboxSolanaCaipNetworkId,
      price: 150,
      quantity: { decimals: '9', numeric: formatUnits(lamports, 9) },
      value: Number(formatUnits(lamports, 9)) * 150,
    }),
    expect.objectContaining({
      name: 'Sandbox USD',
      symbol: 'SUSD',
      chainId: sandboxSolanaCaipNetworkId,
      address: `${sandboxSolanaCaipNetworkId}:${solana.tokenMint}`,
      price: 1,
      quantity: { decimals: '6', numeric: formatUnits(units, 6) },
      value: Number(formatUnits(units, 6)),
    }),
  ]
}

describe('Solana balances', () => {
  it('are the exact SOL and SUSD the validator holds, priced at 150 and 1 USD', async () => {
    const response = await get(api.url, balancePath(owner().toBase58()), {
      currency: 'usd',
      chainId: sandboxSolanaCaipNetworkId,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const { balances } = (await response.json()) as { balances: TokenBalance[] }
    const { lamports, units } = await held(owner())
    expect(balances).toEqual(expected(lamports, units))
    // 100 SOL and 1000 SUSD seeded, plus what account 1 sent.
    expect(balances.map((entry) => entry.quantity.numeric)).toEqual([
      '100.123456789',
      '1001.500001',
    ])
    expect(balances[0]).not.toHaveProperty('address')
  })

  it('are read for a base58 address without chainId too', async () => {
    const response = await get(api.url, balancePath(solana.accounts[2]?.address ?? ''))
    const { balances } = (await response.json()) as { balances: TokenBalance[] }
    expect(balances).toEqual(expected(100_000_000_000n, 1_000_000_000n))
  })

  it('leave out zero balances', async () => {
    const empty = Keypair.generate().publicKey.toBase58()
    const response = await get(api.url, balancePath(empty), { chainId: sandboxSolanaCaipNetworkId })
    expect(await response.json()).toEqual({ balances: [] })
  })

  it('serve the SOL icon', async () => {
    const response = await get(api.url, balancePath(owner().toBase58()))
    const { balances } = (await response.json()) as { balances: TokenBalance[] }
    for (const { iconUrl } of balances) {
      const icon = await fetch(iconUrl, { signal: AbortSignal.timeout(requestTimeoutMs) })
      expect(icon.headers.get('content-type')).toBe('image/svg+xml')
      expect(await icon.text()).toMatch(/^<svg /)
    }
  })
})

describe('Solana refusals, as the EVM ones', () => {
  it('answers 400 on a malformed address', async () => {
    const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const short = owner().toBase58().slice(0, 20)
    for (const bad of [evm, short, 'not-base58!', `${owner().toBase58()}1`, '0OIl'.repeat(10)]) {
      const response = await get(api.url, balancePath(bad), { chainId: sandboxSolanaCaipNetworkId })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: `Invalid address: ${bad}` })
    }
  })

  it('answers no balances on a Solana chain the sandbox lacks, and 400 on a malformed one', async () => {
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const none = await get(api.url, balancePath(owner().toBase58()), { chainId: mainnet })
    expect(none.status).toBe(200)
    expect(await none.json()).toEqual({ balances: [] })
    const malformed = `solana:${'x'.repeat(40)}`
    const bad = await get(api.url, balancePath(owner().toBase58()), { chainId: malformed })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: `Invalid chainId: ${malformed}` })
  })

  it('answers no Solana balances when started without a validator', async () => {
    const evmOnly = await startBlockchainApi({ chains: [] })
    try {
      const response = await get(evmOnly.url, balancePath(owner().toBase58()), {
        chainId: sandboxSolanaCaipNetworkId,
      })
      expect(await response.json()).toEqual({ balances: [] })
    } finally {
      await evmOnly.close()
    }
  })

  it('answers 502 when the validator is down', async () => {
    const down = await startBlockchainApi({
      chains: [],
      solana: {
        rpcUrl: `http://127.0.0.1:${await freePort()}`,
        caipNetworkId: sandboxSolanaCaipNetworkId,
        tokenMint: solana.tokenMint,
      },
    })
    try {
      const response = await get(down.url, balancePath(owner().toBase58()), {
        chainId: sandboxSolanaCaipNetworkId,
      })
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ message: expect.any(String) })
    } finally {
      await down.close()
    }
  })
})

describe('startSandbox({ solana: true })', () => {
  it('serves the validator balances from its Blockchain API', async () => {
    const sandbox = await startSandbox({ walletConnect: false, solana: true })
    try {
      const address = sandbox.solana?.accounts[0]?.address ?? ''
      const response = await get(sandbox.blockchainApi.url, balancePath(address), {
        currency: 'usd',
        chainId: sandboxSolanaCaipNetworkId,
      })
      const { balances } = (await response.json()) as { balances: TokenBalance[] }
      expect(balances).toEqual(expected(100_000_000_000n, 1_000_000_000n))
    } finally {
      await sandbox.stop()
    }
  })
})

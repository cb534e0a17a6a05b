import type { Connection, PublicKey } from '@solana/web3.js'

/** The local Solana validator the stand-in reads from (see `startSolanaValidator`). */
export interface BlockchainApiSolana {
  /** The validator's JSON-RPC URL, e.g. `http://127.0.0.1:8899`. */
  rpcUrl: string
  /** Its CAIP-2 id, e.g. `sandboxSolanaCaipNetworkId`. */
  caipNetworkId: string
  /** The sandbox SUSD mint. */
  tokenMint: string
}

/** What a Solana owner holds, in base units. */
export interface SolanaHoldings {
  lamports: bigint
  /** Of the sandbox mint, summed over the owner's token accounts. */
  tokenUnits: bigint
}

/** The local validator as the stand-in reads it. */
export interface SolanaReader {
  caipNetworkId: string
  tokenMint: string
  /** Reads `owner` (a base58 address already checked) live from the validator. */
  readHoldings(owner: string): Promise<SolanaHoldings>
}

// Bounds every JSON-RPC call: a validator that hangs gives a 502, not a request that never ends.
const requestTimeoutMs = 15_000

interface Client {
  connection: Connection
  toKey: (address: string) => PublicKey
}

function tokenAmount(data: unknown): bigint {
  const amount = (data as { parsed?: { info?: { tokenAmount?: { amount?: unknown } } } } | null)
    ?.parsed?.info?.tokenAmount?.amount
  if (typeof amount !== 'string' || !/^\d+$/.test(amount)) {
    throw new Error('the Solana validator answered a token account without a parsed amount')
  }
  return BigInt(amount)
}

/**
 * A reader of the local Solana validator. `@solana/web3.js` is loaded with `import()` on the first
 * read, so an EVM-only sandbox never loads it.
 * @example
 * const reader = createSolanaReader({ rpcUrl: solana.rpcUrl, caipNetworkId, tokenMint: solana.tokenMint })
 * await reader.readHoldings(solana.accounts[0].address) // { lamports: 100_000_000_000n, tokenUnits: 1_000_000_000n }
 */
export function createSolanaReader(solana: BlockchainApiSolana): SolanaReader {
  let loading: Promise<Client> | undefined
  const client = () => {
    if (loading) return loading
    loading = import('@solana/web3.js').then(({ Connection, PublicKey }) => ({
      connection: new Connection(solana.rpcUrl, {
        commitment: 'confirmed',
        disableRetryOnRateLimit: true,
        httpAgent: false,
        fetch: (input, init) =>
          fetch(input, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) }),
      }),
      toKey: (address: string) => new PublicKey(address),
    }))
    // A failed load is not kept: the next request tries again.
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
  return {
    caipNetworkId: solana.caipNetworkId,
    tokenMint: solana.tokenMint,
    async readHoldings(owner) {
      const { connection, toKey } = await client()
      const key = toKey(owner)
      const [lamports, tokens] = await Promise.all([
        connection.getBalance(key),
        connection.getParsedTokenAccountsByOwner(key, { mint: toKey(solana.tokenMint) }),
      ])
      return {
        lamports: BigInt(lamports),
        tokenUnits: tokens.value.reduce((sum, entry) => sum + tokenAmount(entry.account.data), 0n),
      }
    },
  }
}

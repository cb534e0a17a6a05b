import { AuthRpcError } from '../../../auth/AuthRpcError.js'
import { decodeBase58, encodeBase58 } from '../../../encoding/base58.js'
import { fromBase64, toBase64 } from '../../../encoding/base64.js'
import type { SolanaProvider, SolanaTransactionInput } from '../SolanaProvider.js'

export interface SolanaAuthProviderOptions {
  /** The logged-in user's Solana address, once known. */
  publicKey(): string | undefined
  /** The CAIP-2 id of the Solana network the kit is on (`solana:<reference>`). */
  chain(): string
  /** Sends a request that needs the user's approval through the ApproveTransaction view. */
  approve(method: string, params: Record<string, unknown>): Promise<unknown>
}

function toBytes(transaction: SolanaTransactionInput): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction
  // Unsigned: the embedded wallet adds the account's signature.
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** A text field of the frame's answer, or a clear error instead of `undefined` further on. */
function field(answer: unknown, name: string): string {
  const value =
    typeof answer === 'object' && answer !== null
      ? (answer as Record<string, unknown>)[name]
      : undefined
  if (typeof value !== 'string' || value.length > 1_500_000) {
    throw new AuthRpcError(`The embedded wallet answered without a ${name}.`, -32603)
  }
  return value
}

/** The signed transactions of a `solana_signAllTransactions` answer, one per transaction asked. */
function signedTransactions(answer: unknown, count: number): Uint8Array[] {
  const list =
    typeof answer === 'object' && answer !== null
      ? (answer as Record<string, unknown>).transactions
      : undefined
  if (!Array.isArray(list) || list.length !== count) {
    throw new AuthRpcError(`The embedded wallet did not answer ${count} transactions.`, -32603)
  }
  return list.map((each) => base64Bytes(field({ transaction: each }, 'transaction')))
}

function base64Bytes(text: string): Uint8Array {
  try {
    return fromBase64(text)
  } catch {
    throw new AuthRpcError("The embedded wallet's transaction is not base64.", -32603)
  }
}

function base58Bytes(text: string, name: string): Uint8Array {
  const bytes = decodeBase58(text)
  if (!bytes) throw new AuthRpcError(`The embedded wallet's ${name} is not base58.`, -32603)
  return bytes
}

/**
 * The embedded wallet's Solana provider (`useAppKitProvider('solana')`), speaking the secure
 * frame's Solana requests (WalletConnect's shapes: base58 messages and signatures, base64 wire
 * transactions). Every call needs the user's approval in the frame's own screen.
 * @example const signature = await provider.signMessage(new TextEncoder().encode('hello'))
 */
export function createSolanaAuthProvider(options: SolanaAuthProviderOptions): SolanaProvider {
  function account(): string {
    const key = options.publicKey()
    if (!key) throw new AuthRpcError('No Solana account is connected.', 4100)
    return key
  }
  return {
    namespace: 'solana',
    get publicKey() {
      return options.publicKey()
    },
    get chain() {
      return options.chain()
    },
    async signMessage(message) {
      const answer = await options.approve('solana_signMessage', {
        message: encodeBase58(message),
        pubkey: account(),
      })
      return base58Bytes(field(answer, 'signature'), 'signature')
    },
    async signTransaction(transaction) {
      account()
      const answer = await options.approve('solana_signTransaction', {
        transaction: toBase64(toBytes(transaction)),
      })
      return base64Bytes(field(answer, 'transaction'))
    },
    async signAllTransactions(transactions) {
      account()
      if (transactions.length === 0) return []
      const answer = await options.approve('solana_signAllTransactions', {
        transactions: transactions.map((transaction) => toBase64(toBytes(transaction))),
      })
      return signedTransactions(answer, transactions.length)
    },
    async signAndSendTransaction(transaction) {
      account()
      const answer = await options.approve('solana_signAndSendTransaction', {
        transaction: toBase64(toBytes(transaction)),
      })
      return base58Bytes(field(answer, 'signature'), 'signature')
    },
  }
}

import { decodeBase58, encodeBase58 } from '../../../encoding/base58.js'
import { fromBase64, toBase64 } from '../../../encoding/base64.js'
import { ProviderRpcError, toBaseError } from '../../../kernel.js'
import type { WalletConnectSessionSide } from '../../ChainAdapter.js'
import type { SolanaProvider, SolanaTransactionInput } from '../SolanaProvider.js'
import { placeSolanaSignature } from './placeSolanaSignature.js'

/** How long the kit's Solana RPC may take to take a transaction the wallet only signed. */
const sendTimeoutMs = 15_000

// What wallets answer for a method they lack: JSON-RPC, EIP-1193 and WalletConnect's own code.
const methodMissingCodes = new Set([-32601, 4200, 5101])

/** The signing half of a `SolanaProvider`: what the lazy chunk carries (the rest reads the session). */
export type SolanaSigning = Pick<
  SolanaProvider,
  'signMessage' | 'signTransaction' | 'signAllTransactions' | 'signAndSendTransaction'
>

/** The session's Solana side, as the engine reads it (`sessionSideOf`). */
export type WalletConnectSolanaProviderOptions = WalletConnectSessionSide

/** The kit's error for an answer that is not what WalletConnect's Solana RPC defines. */
function malformed(details: string, cause: unknown = new Error(details)): ProviderRpcError {
  return new ProviderRpcError(cause, { rpcCode: -32603, metaMessages: [details] })
}

function toBytes(transaction: SolanaTransactionInput): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction
  // Unsigned: the wallet adds the account's signature.
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

function field(answer: unknown, name: string): unknown {
  return typeof answer === 'object' && answer !== null
    ? (answer as Record<string, unknown>)[name]
    : undefined
}

function base58Field(answer: unknown, name: string): Uint8Array {
  const value = field(answer, name)
  const bytes = typeof value === 'string' && value.length <= 200 ? decodeBase58(value) : undefined
  if (!bytes) throw malformed(`The wallet answered without a base58 ${name}.`)
  return bytes
}

function base64Bytes(value: unknown): Uint8Array {
  try {
    if (typeof value === 'string') return fromBase64(value)
  } catch {}
  throw malformed('The wallet answered with a transaction that is not base64.')
}

/**
 * The signing methods of a WalletConnect session's `SolanaProvider` (`createSessionSolanaProvider`
 * adds the account and chain it reads at once), over WalletConnect's Solana JSON-RPC: `solana_signMessage` (base58
 * `message` and `pubkey` -> base58 `signature`), `solana_signTransaction` (base64 `transaction`
 * -> base58 `signature`, and the signed `transaction` when the wallet gives it),
 * `solana_signAllTransactions` (`transactions` -> `transactions`) and
 * `solana_signAndSendTransaction` (-> base58 `signature`). A wallet that did not approve the
 * last signs, and the kit sends to the network's RPC. Rejections are `UserRejectedRequestError`s
 * (4001 or 5000); other wallet errors `ProviderRpcError`s.
 * @example const signature = await provider.signMessage(new TextEncoder().encode('hello'))
 */
export function createWalletConnectSolanaProvider(
  options: WalletConnectSolanaProviderOptions,
): SolanaSigning {
  function connected() {
    const current = options.connection()
    if (!current) throw new ProviderRpcError(new Error('No Solana account'), { rpcCode: 4100 })
    return current
  }
  async function call(method: string, params: Record<string, unknown>) {
    const { address, caipNetworkId } = connected()
    try {
      return await options.request(
        { method, params: { ...params, pubkey: address } },
        caipNetworkId,
      )
    } catch (error) {
      throw toBaseError(error)
    }
  }
  async function signTransaction(transaction: SolanaTransactionInput): Promise<Uint8Array> {
    const wire = toBytes(transaction)
    const answer = await call('solana_signTransaction', { transaction: toBase64(wire) })
    const signed = field(answer, 'transaction')
    if (signed !== undefined) return base64Bytes(signed)
    const signer = decodeBase58(connected().address) ?? new Uint8Array()
    try {
      return placeSolanaSignature(wire, signer, base58Field(answer, 'signature'))
    } catch (error) {
      throw error instanceof ProviderRpcError ? error : malformed((error as Error).message)
    }
  }
  async function send(signed: Uint8Array): Promise<Uint8Array> {
    const { caipNetworkId } = connected()
    const url = options.rpcUrl(caipNetworkId)
    if (!url) throw malformed(`No RPC URL of ${caipNetworkId} to send the transaction to.`)
    let reply: { result?: unknown; error?: { code?: unknown; message?: unknown } }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'sendTransaction',
          params: [toBase64(signed), { encoding: 'base64' }],
        }),
        signal: AbortSignal.timeout(sendTimeoutMs),
      })
      reply = (await response.json()) as typeof reply
    } catch (error) {
      throw malformed(`The Solana RPC ${url} did not take the signed transaction.`, error)
    }
    // Not the wallet's codes: Solana's -32002 is a failed simulation, not a pending prompt.
    if (reply.error || typeof reply.result !== 'string') {
      const reason = String(reply.error?.message ?? 'no signature in its answer')
      throw malformed(`The Solana RPC refused the signed transaction: ${reason}`, reply.error)
    }
    const signature = decodeBase58(reply.result)
    if (!signature) throw malformed('The Solana RPC answered with a signature that is not base58.')
    return signature
  }

  return {
    async signMessage(message) {
      const answer = await call('solana_signMessage', { message: encodeBase58(message) })
      return base58Field(answer, 'signature')
    },
    signTransaction,
    async signAllTransactions(transactions) {
      connected()
      if (transactions.length === 0) return []
      const answer = await call('solana_signAllTransactions', {
        transactions: transactions.map((transaction) => toBase64(toBytes(transaction))),
      })
      const list = field(answer, 'transactions')
      if (!Array.isArray(list) || list.length !== transactions.length) {
        throw malformed(`The wallet did not answer ${transactions.length} transactions.`)
      }
      return list.map(base64Bytes)
    },
    async signAndSendTransaction(transaction) {
      if (options.approves('solana_signAndSendTransaction')) {
        try {
          const wire = toBase64(toBytes(transaction))
          return base58Field(
            await call('solana_signAndSendTransaction', { transaction: wire }),
            'signature',
          )
        } catch (error) {
          if (!(error instanceof ProviderRpcError) || !methodMissingCodes.has(error.rpcCode)) {
            throw error
          }
        }
      }
      // A wallet without it signs, and the kit sends, as `solana_signAndSendTransaction` would.
      return send(await signTransaction(transaction))
    },
  }
}

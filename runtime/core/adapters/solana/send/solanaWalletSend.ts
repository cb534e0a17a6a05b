import {
  type Connection,
  type PublicKey,
  SendTransactionError,
  type Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { ProviderRpcError, toBaseError } from '../../../kernel.js'
import { SendConfirmationError } from '../../../send/sendErrors.js'
import type { SolanaProvider } from '../SolanaProvider.js'
import { solanaBuffer } from './solanaBuffer.js'

/** A WalletConnect session's Solana side: JSON-RPC requests, no Wallet Standard features. */
interface RequestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

// What wallets answer for a method they lack: JSON-RPC, EIP-1193 and WalletConnect's own code.
const methodMissingCodes = new Set([-32601, 4200, 5101])

const base64 = (bytes: Uint8Array) => solanaBuffer().from(bytes).toString('base64')

function signatureOf(answer: unknown): string {
  const signature = (answer as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string') throw new Error('The wallet returned no signature.')
  return signature
}

/**
 * Has the wallet sign `transaction` and send it; resolves with the base58 signature (the hash).
 * A browser wallet (`SolanaProvider`) signs and sends in one step. Over WalletConnect,
 * `solana_signAndSendTransaction` with the base64 wire transaction (WalletConnect's Solana RPC
 * reference); a wallet without it signs with `solana_signTransaction` and the kit sends.
 */
export async function solanaWalletSend(
  provider: SolanaProvider | RequestProvider,
  transaction: Transaction,
  context: { connection: Connection; from: PublicKey },
): Promise<string> {
  if ('signAndSendTransaction' in provider) {
    return bs58.encode(await provider.signAndSendTransaction(transaction))
  }
  const wire = base64(
    transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  )
  try {
    return signatureOf(
      await provider.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: wire, pubkey: context.from.toBase58() },
      }),
    )
  } catch (error) {
    const wrapped = toBaseError(error)
    if (!(wrapped instanceof ProviderRpcError) || !methodMissingCodes.has(wrapped.rpcCode)) {
      throw error
    }
  }
  const answer = await provider.request({
    method: 'solana_signTransaction',
    params: { transaction: wire, pubkey: context.from.toBase58() },
  })
  const signed = (answer as { transaction?: unknown } | null)?.transaction
  let raw: Uint8Array
  if (typeof signed === 'string') {
    raw = solanaBuffer().from(signed, 'base64')
  } else {
    transaction.addSignature(context.from, solanaBuffer().from(bs58.decode(signatureOf(answer))))
    raw = transaction.serialize()
  }
  // Known before sending: the first signature is the transaction's id.
  const signature = bs58.encode(
    VersionedTransaction.deserialize(raw).signatures[0] ?? new Uint8Array(),
  )
  try {
    return await context.connection.sendRawTransaction(raw)
  } catch (error) {
    // Refused by the node: it did not land. Anything else (a dropped RPC) may have sent it, so
    // the signature goes back to the caller to watch rather than the transaction being sent again.
    if (error instanceof SendTransactionError) throw error
    throw new SendConfirmationError(signature, error)
  }
}

import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { forwardRpc } from './forwardRpc.js'
import { ProviderRpcError } from './ProviderRpcError.js'

const levels = ['processed', 'confirmed', 'finalized']
const confirmTimeoutMs = 30_000

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Sends a signed transaction to a Solana JSON-RPC (`sendTransaction`, base64) and, when the app
 * asked for a `commitment`, waits (30 s at most) until `getSignatureStatuses` reports it. RPC
 * errors keep the node's code and message.
 * @example await sendSolanaTransaction(rpcUrl, signedBytes, signatureBase58, { commitment: 'confirmed' })
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  transaction: Uint8Array,
  signature: string,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<void> {
  const { commitment, preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options
  const config = {
    encoding: 'base64',
    preflightCommitment,
    skipPreflight,
    maxRetries,
    minContextSlot,
  }
  await forwardRpc(rpcUrl, 'sendTransaction', [base64(transaction), config])
  if (commitment === undefined) return
  const wanted = levels.indexOf(commitment)
  const deadline = Date.now() + confirmTimeoutMs
  for (;;) {
    const reply = (await forwardRpc(rpcUrl, 'getSignatureStatuses', [[signature]])) as {
      value?: readonly ({ err: unknown; confirmationStatus?: string } | null)[]
    } | null
    const status = reply?.value?.[0]
    if (status?.err) {
      throw new ProviderRpcError(-32603, `The transaction failed: ${JSON.stringify(status.err)}`)
    }
    if (status && levels.indexOf(status.confirmationStatus ?? 'processed') >= wanted) return
    if (Date.now() > deadline) {
      throw new ProviderRpcError(
        -32603,
        `The transaction ${signature} was not ${commitment} within 30 s.`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

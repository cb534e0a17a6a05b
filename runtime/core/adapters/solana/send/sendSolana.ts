import { PublicKey } from '@solana/web3.js'
import type { AppKit } from '../../../AppKit.js'
import { BaseError } from '../../../kernel.js'
import type { TransferParameters } from '../../../send/SendParameters.js'
import { SendConfirmationError, toSendError } from '../../../send/sendErrors.js'
import type { SolanaProvider } from '../SolanaProvider.js'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { solanaConnection } from './solanaConnection.js'
import { solanaWalletSend } from './solanaWalletSend.js'

type AnySolanaProvider = Parameters<typeof solanaWalletSend>[0]

function isSolanaProvider(value: unknown): value is AnySolanaProvider {
  if (typeof value !== 'object' || value === null) return false
  return (
    typeof (value as SolanaProvider).signAndSendTransaction === 'function' ||
    typeof (value as { request?: unknown }).request === 'function'
  )
}

/**
 * Sends SOL or an SPL token through the connected Solana wallet (one prompt): the transaction is
 * built here with a fresh blockhash from `network`'s RPC, the wallet signs it.
 */
export async function sendSolana(
  appKit: AppKit,
  parameters: TransferParameters,
): Promise<{ hash: string }> {
  const provider = appKit.stores.providers.getState().solana?.provider
  if (!isSolanaProvider(provider)) {
    throw new BaseError('No account is connected.', {
      code: 'NOT_CONNECTED',
      details: 'Connect a Solana wallet before sending.',
    })
  }
  try {
    const connection = solanaConnection(parameters.network)
    const { transaction } = await buildSolanaTransfer(connection, parameters)
    const from = new PublicKey(parameters.from)
    return { hash: await solanaWalletSend(provider, transaction, { connection, from }) }
  } catch (error) {
    // Sent but unconfirmed: the caller keeps that hash; it is not a failure to show as one.
    if (error instanceof SendConfirmationError) throw error
    throw toSendError(error)
  }
}

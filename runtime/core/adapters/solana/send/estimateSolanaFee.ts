import type { SendFee, TransferParameters } from '../../../send/SendParameters.js'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { solanaConnection } from './solanaConnection.js'

/**
 * The Solana cost of a transfer in lamports: `getFeeForMessage` of the very transaction
 * `sendTokens` would send, plus the rent of the receiver's token account when it must be created.
 */
export async function estimateSolanaFee(parameters: TransferParameters): Promise<SendFee> {
  const connection = solanaConnection(parameters.network)
  const { transaction, rent } = await buildSolanaTransfer(connection, parameters)
  const { value } = await connection.getFeeForMessage(transaction.compileMessage())
  // null: the blockhash expired between the two calls (a slow RPC); the caller can ask again.
  if (value === null) throw new Error('The network did not price this transaction; try again.')
  return { fee: BigInt(value) + rent }
}

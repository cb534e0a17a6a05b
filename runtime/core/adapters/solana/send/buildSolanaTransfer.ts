import {
  ACCOUNT_SIZE,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { TransferParameters } from '../../../send/SendParameters.js'
import { tokenContract } from '../../../send/tokenContract.js'
import { solanaBuffer } from './solanaBuffer.js'

/** A transfer ready for the wallet, and what it costs beyond the fee. */
export interface SolanaTransfer {
  transaction: Transaction
  /** Rent of the receiver's token account when this transfer creates it, else 0. */
  rent: bigint
}

/**
 * The Solana transaction of a transfer, with a fresh blockhash and the sender as fee payer: SOL
 * through the system program; an SPL token with `transferChecked` between associated token
 * accounts, preceded by an idempotent create of the receiver's (harmless if it exists).
 */
export async function buildSolanaTransfer(
  connection: Connection,
  parameters: Pick<TransferParameters, 'from' | 'to' | 'token' | 'amount'>,
): Promise<SolanaTransfer> {
  solanaBuffer()
  const from = new PublicKey(parameters.from)
  const to = new PublicKey(parameters.to)
  const transaction = new Transaction()
  let rent = 0n
  const mintAddress = tokenContract(parameters.token)
  if (mintAddress === undefined) {
    transaction.add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: parameters.amount }),
    )
  } else {
    const mint = new PublicKey(mintAddress)
    // The mint's owner is its token program (Token or Token-2022); the accounts derive from it.
    const mintAccount = await connection.getAccountInfo(mint)
    if (!mintAccount)
      throw new Error(`The token mint ${mintAddress} does not exist on this network.`)
    const program = mintAccount.owner
    const source = getAssociatedTokenAddressSync(mint, from, false, program)
    // Off-curve receivers (program-owned vaults) hold tokens too.
    const destination = getAssociatedTokenAddressSync(mint, to, true, program)
    if (!(await connection.getAccountInfo(destination))) {
      rent = BigInt(await connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE))
    }
    transaction.add(
      createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint, program),
      createTransferCheckedInstruction(
        source,
        mint,
        destination,
        from,
        parameters.amount,
        Number(parameters.token.quantity.decimals),
        [],
        program,
      ),
    )
  }
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  transaction.recentBlockhash = blockhash
  transaction.lastValidBlockHeight = lastValidBlockHeight
  transaction.feePayer = from
  return { transaction, rent }
}

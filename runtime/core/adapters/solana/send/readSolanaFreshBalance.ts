import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import type { CaipNetwork } from '../../../../../schema/index.js'
import type { SendToken } from '../../../send/SendParameters.js'
import { tokenContract } from '../../../send/tokenContract.js'
import { solanaConnection } from './solanaConnection.js'

/**
 * The Solana balance of `address` in smallest units, read now: `getBalance` for SOL, else
 * `getTokenAccountBalance` of its associated token account (0 when it has none).
 */
export async function readSolanaFreshBalance(
  network: CaipNetwork,
  address: string,
  token: SendToken,
): Promise<bigint> {
  const connection = solanaConnection(network)
  const owner = new PublicKey(address)
  const mintAddress = tokenContract(token)
  if (mintAddress === undefined) return BigInt(await connection.getBalance(owner))
  const mint = new PublicKey(mintAddress)
  const mintAccount = await connection.getAccountInfo(mint)
  if (!mintAccount) return 0n
  const account = getAssociatedTokenAddressSync(mint, owner, true, mintAccount.owner)
  // A missing account is an RPC error for getTokenAccountBalance; it simply holds nothing.
  if (!(await connection.getAccountInfo(account))) return 0n
  const { value } = await connection.getTokenAccountBalance(account)
  return BigInt(value.amount)
}

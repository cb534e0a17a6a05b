import { UserRejectedRequestError } from '../../kernel.js'

/**
 * A Solana wallet's "no" as the kit's rejection (4001, 'Connection rejected'): the Wallet Standard
 * has no error codes, so wallets say it in words (rejected, denied, declined, cancelled). Any
 * other error is returned as it is.
 * @example throw toWalletRejection(error)
 */
export function toWalletRejection(error: unknown): unknown {
  if (error instanceof Error && /reject|denied|declined|cancel/i.test(error.message)) {
    return new UserRejectedRequestError(error)
  }
  return error
}

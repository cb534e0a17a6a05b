import { BaseError, toBaseError, UserRejectedRequestError } from '../kernel.js'

/**
 * A send was asked for without what SPEC section 5 requires: its short message is SPEC's own,
 * 'An amount and receiver address are required' or 'A token is required'. Nothing reached the wallet.
 * @example if (error instanceof SendParametersError) showFormError(error.shortMessage)
 */
export class SendParametersError extends BaseError {
  override name = 'SendParametersError' as const
  constructor(
    shortMessage: 'An amount and receiver address are required' | 'A token is required',
    details?: string,
  ) {
    super(shortMessage, { code: 'SEND_PARAMETERS_MISSING', details })
  }
}

/**
 * A network no chain adapter of the kit sends on (SPEC section 5; eip155, solana and bip122 send
 * with their adapters): 'Unsupported chain'.
 * @example new SendUnsupportedChainError('polkadot:91b171bb158e2d3848fa23a9f1c25182')
 */
export class SendUnsupportedChainError extends BaseError {
  override name = 'SendUnsupportedChainError' as const
  constructor(caipNetworkId: string) {
    super('Unsupported chain', {
      code: 'SEND_UNSUPPORTED_CHAIN',
      details: `${caipNetworkId}: the kit sends on eip155, solana and bip122 networks, each with its chain adapter; none of the kit's adapters sends here.`,
    })
  }
}

/**
 * The user declined the transaction in the wallet. The wallet's own rejection (a
 * `UserRejectedRequestError`, `rpcCode` 4001 or 5000) is the `cause`.
 * @example if (error instanceof TransactionRejectedError) backToForm()
 */
export class TransactionRejectedError extends BaseError {
  override name = 'TransactionRejectedError' as const
  constructor(cause: UserRejectedRequestError) {
    super('Transaction rejected', { code: 'TRANSACTION_REJECTED', cause })
  }
}

/**
 * The transaction was sent (its `hash` is known) but whether it was confirmed could not be read:
 * the RPC dropped or the wait ran out. Keep showing the hash; never send again because of this.
 * @example if (error instanceof SendConfirmationError) showPending(error.hash)
 */
export class SendConfirmationError extends BaseError {
  override name = 'SendConfirmationError' as const
  readonly hash: string
  constructor(hash: string, cause?: unknown) {
    super('The transaction was sent, but its confirmation could not be read', {
      code: 'SEND_CONFIRMATION_UNKNOWN',
      cause,
      metaMessages: [`Transaction: ${hash}`],
    })
    this.hash = hash
  }
}

// Wallet Standard wallets have no error codes and say no in words (as toWalletRejection reads).
const rejectionWords = /reject|denied|declined|cancel/i

/**
 * A wallet's error as the send flow reports it: a user rejection (4001 / 5000, or a Solana
 * wallet's words) becomes `TransactionRejectedError`; anything else goes through `toBaseError`.
 * @example throw toSendError(error)
 */
export function toSendError(error: unknown): BaseError {
  if (error instanceof TransactionRejectedError) return error
  const base = toBaseError(error)
  const rejected = base.walk((each) => each instanceof UserRejectedRequestError)
  if (rejected instanceof UserRejectedRequestError) return new TransactionRejectedError(rejected)
  if (
    base.code === 'UNKNOWN_ERROR' &&
    error instanceof Error &&
    rejectionWords.test(error.message)
  ) {
    return new TransactionRejectedError(new UserRejectedRequestError(error))
  }
  return base
}

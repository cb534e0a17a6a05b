import { UserRejectedRequestError as ViemUserRejectedRequestError } from 'viem'
import { BaseError, UserRejectedRequestError } from '../core/kernel.js'

/**
 * A kit error as wagmi apps read it: a user's "no" (the kit's `UserRejectedRequestError`, also
 * under another kit error) becomes viem's `UserRejectedRequestError` (code 4001), which wagmi's own
 * connectors throw and apps already check, with the kit's error as its `cause`. Any other error is
 * returned unchanged: the kit's coded errors (`isAppKitError`).
 * @example
 * try {
 *   await switchNetwork(appKit, { caipNetworkId: 'eip155:8453' })
 * } catch (error) {
 *   throw toWagmiError(error)
 * }
 */
export function toWagmiError(error: unknown): unknown {
  const rejected =
    error instanceof BaseError && error.walk((each) => each instanceof UserRejectedRequestError)
  return rejected ? new ViemUserRejectedRequestError(error as BaseError) : error
}

/**
 * wagmi's `connect` when the modal closes without a wallet: viem's `UserRejectedRequestError`
 * (4001), as a wallet's "no" would be, whose `cause` is the kit's MODAL_CLOSED.
 * @example reject(closedWithoutWallet())
 */
export function closedWithoutWallet(): ViemUserRejectedRequestError {
  return new ViemUserRejectedRequestError(
    new BaseError('Modal closed', {
      code: 'MODAL_CLOSED',
      details: 'The modal was closed before a wallet connected.',
    }),
  )
}

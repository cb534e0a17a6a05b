/**
 * A transaction the sandbox ledger refuses, with the reason a node would give (in words, not
 * Bitcoin Core's codes). The Esplora API answers it as a 400 with `message` as the body.
 * @example throw new TransactionRejectedError('input 0 spends abcd...:1, which does not exist')
 */
export class TransactionRejectedError extends Error {
  override name = 'TransactionRejectedError'
}

import { strings } from '../internal.js'

type ApprovalKind = keyof typeof strings.titles.approvals

// Kinds, not words: the words are read when the header is drawn, after any locale is applied.
const kinds: Readonly<Record<string, ApprovalKind>> = {
  personal_sign: 'message',
  solana_signMessage: 'message',
  eth_signTypedData_v4: 'typedData',
  solana_signTransaction: 'transaction',
  solana_signAllTransactions: 'transaction',
}

// Here, not in ApproveTransaction/: the first-load registry draws the header, and that folder is
// the embedded wallet's lazy chunk, which no page may load before someone logs in.

/**
 * The ApproveTransaction header for the method the embedded wallet asks about: a signature is
 * not a transaction. Sends, and anything else, keep 'Approve Transaction'.
 * @example approvalTitle('personal_sign') // 'Sign Message'
 */
export function approvalTitle(method: string | undefined): string {
  const kind = method !== undefined && Object.hasOwn(kinds, method) ? kinds[method] : undefined
  return kind ? strings.titles.approvals[kind] : strings.titles.ApproveTransaction
}

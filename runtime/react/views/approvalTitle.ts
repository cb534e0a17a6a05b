import { strings } from '../strings.js'

const titles: Readonly<Record<string, string>> = {
  personal_sign: strings.titles.approvals.message,
  solana_signMessage: strings.titles.approvals.message,
  eth_signTypedData_v4: strings.titles.approvals.typedData,
  solana_signTransaction: strings.titles.approvals.transaction,
  solana_signAllTransactions: strings.titles.approvals.transaction,
}

// Here, not in ApproveTransaction/: the first-load registry draws the header, and that folder is
// the embedded wallet's lazy chunk, which no page may load before someone logs in.

/**
 * The ApproveTransaction header for the method the embedded wallet asks about: a signature is
 * not a transaction. Sends, and anything else, keep 'Approve Transaction'.
 * @example approvalTitle('personal_sign') // 'Sign Message'
 */
export function approvalTitle(method: string | undefined): string {
  return (
    (method !== undefined && Object.hasOwn(titles, method) ? titles[method] : undefined) ??
    strings.titles.ApproveTransaction
  )
}

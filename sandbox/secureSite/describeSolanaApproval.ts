// What the approval screen shows for a Solana request, made on the server (which reads the
// transactions with @solana/web3.js) and sent to the frame as plain text for its textContent.
import type { VersionedTransaction } from '@solana/web3.js'
import { describeSolanaTransaction } from '../devWallet/solanaTransaction.js'
import type { ApprovalDescription, ApprovalRow } from './describeApproval.js'

/**
 * Message bytes as a person reads them: the UTF-8 text when they decode cleanly (control
 * characters other than tab and line breaks mean binary), else 0x-prefixed hex.
 * @example readableMessage(new TextEncoder().encode('gm')) // 'gm'
 */
export function readableMessage(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (![...text].some((char) => char < ' ' && !'\t\n\r'.includes(char))) return text
  } catch {
    // Not UTF-8: shown as hex.
  }
  return `0x${Buffer.from(bytes).toString('hex')}`
}

/** The fee payer, the instruction count and the SOL transfers of one transaction. */
function transactionRows(parsed: VersionedTransaction, suffix: string): ApprovalRow[] {
  const { message } = parsed
  const count = message.compiledInstructions.length
  let lines: string[] = []
  try {
    lines = describeSolanaTransaction(parsed)
  } catch {
    // Instructions that point past the account keys: the transfers stay unnamed, the rest shows.
  }
  const transfers = lines
    .filter((line) => line.startsWith('Send '))
    .map((line) => ({ label: `Transfer${suffix}`, value: line.slice('Send '.length) }))
  return [
    { label: `Fee payer${suffix}`, value: message.staticAccountKeys[0]?.toBase58() ?? '(none)' },
    { label: `Instructions${suffix}`, value: String(count) },
    ...transfers,
  ]
}

/** What is asked of the user, as the approval screen shows it. */
export type SolanaApprovalRequest =
  | { method: 'solana_signMessage'; network: string; message: Uint8Array }
  | {
      method: 'solana_signTransaction' | 'solana_signAndSendTransaction'
      network: string
      transaction: VersionedTransaction
    }
  | { method: 'solana_signAllTransactions'; network: string; transactions: VersionedTransaction[] }

/**
 * The approval screen's text for a Solana request: 'Sign message', 'Sign transaction', 'Sign
 * transactions (N)' or 'Send transaction', with the network, and for transactions the fee payer,
 * the number of instructions and the SOL of each System Program transfer.
 * @example
 * describeSolanaApproval({ method: 'solana_signMessage', network: 'solana:ESS3...', message })
 * // { title: 'Sign message', rows: [{ label: 'Network', ... }, { label: 'Message', value: 'gm', block: true }] }
 */
export function describeSolanaApproval(request: SolanaApprovalRequest): ApprovalDescription {
  const network: ApprovalRow = { label: 'Network', value: request.network }
  switch (request.method) {
    case 'solana_signMessage':
      return {
        title: 'Sign message',
        rows: [network, { label: 'Message', value: readableMessage(request.message), block: true }],
      }
    case 'solana_signTransaction':
      return {
        title: 'Sign transaction',
        rows: [network, ...transactionRows(request.transaction, '')],
      }
    case 'solana_signAndSendTransaction':
      return {
        title: 'Send transaction',
        rows: [network, ...transactionRows(request.transaction, '')],
      }
    case 'solana_signAllTransactions': {
      const { transactions } = request
      return {
        title: `Sign transactions (${transactions.length})`,
        rows: [
          network,
          ...transactions.flatMap((each, index) => transactionRows(each, ` (${index + 1})`)),
        ],
      }
    }
  }
}

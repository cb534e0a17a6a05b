import type { TransferDirection } from './transferDirection.js'

const plus = new Set(['receive', 'deposit', 'borrow', 'claim'])
const minus = new Set(['withdraw', 'repay', 'burn'])

/**
 * The sign an amount of the activity list takes (SPEC section 5): + for receive, deposit, borrow
 * and claim, - for withdraw, repay and burn. Other operations follow the shown transfer's
 * direction: out of the account is -, into it +; a send whose direction is unknown (a pending one)
 * is -, as it left the account. A transfer to oneself, or of unknown direction, shows no sign.
 * @example transactionSign('receive') // '+'
 * @example transactionSign('execute', 'out') // '-'
 */
export function transactionSign(
  operationType: string,
  direction?: TransferDirection,
): '+' | '-' | '' {
  if (plus.has(operationType)) return '+'
  if (minus.has(operationType)) return '-'
  if (direction === 'out') return '-'
  if (direction === 'in') return '+'
  if (direction === undefined && operationType === 'send') return '-'
  return ''
}

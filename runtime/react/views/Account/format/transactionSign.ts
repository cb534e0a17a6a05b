const plus = new Set(['receive', 'deposit', 'borrow', 'claim'])
const minus = new Set(['withdraw', 'repay', 'burn'])

/**
 * The sign an amount of the activity list takes by operation type (SPEC section 5): + for
 * receive, deposit, borrow and claim, - for withdraw, repay and burn, none for anything else.
 * @example transactionSign('receive') // '+'
 */
export function transactionSign(operationType: string): '+' | '-' | '' {
  if (plus.has(operationType)) return '+'
  if (minus.has(operationType)) return '-'
  return ''
}

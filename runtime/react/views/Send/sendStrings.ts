/** The words of Send and its confirmation, loaded with them. */
export const sendStrings = {
  token: 'Token',
  amount: 'Amount',
  amountPlaceholder: '0.0',
  max: 'Max',
  maxLabel: 'Use the whole balance (minus the network fee for the native currency)',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  receiver: 'To',
  receiverPlaceholder: 'Address or name',
  review: 'Review send',
  checking: 'Checking...',
  noTokens: 'Nothing to send on this network yet.',
  /** SPEC section 5 and 8, word for word. */
  required: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  unsupportedChain: 'Unsupported chain',
  overBalance: (balance: string, symbol: string) =>
    `That is more than your balance of ${balance} ${symbol}.`,
  overBalanceWithFee: (symbol: string) =>
    `Not enough ${symbol} left for the network fee: lower the amount.`,
  feeUnknown: 'The network fee could not be estimated. Check the amount and the address.',
  balanceUnknown: 'Your balance could not be read just now. Try again.',
  preview: {
    sending: 'You send',
    to: 'To',
    network: 'Network',
    fee: 'Network fee',
    feeValue: (amount: string, symbol: string, usd: string | undefined) =>
      usd ? `${amount} ${symbol} (${usd})` : `${amount} ${symbol}`,
    warningsLabel: 'Check before sending',
    send: 'Send',
    cancel: 'Cancel',
    confirm: 'Confirm the send in your wallet',
    sent: 'Sent: waiting for the network to confirm it',
    hash: 'Transaction',
    rejected: 'Transaction rejected',
    rejectedHint: 'You declined it in your wallet. Nothing was sent.',
    failed: 'The send failed',
    success: 'Sent',
    dropped:
      'The network did not confirm it: check the transaction below in an explorer before sending again.',
    missing: 'Nothing to confirm: fill in the send form first.',
    changed: 'The account or network changed since you reviewed this send: review it again.',
    sentToast: 'Transaction sent',
  },
}

/** What a check of the send form says when it refuses (SPEC sections 5 and 8 word for word). */
export const sendMessages = {
  required: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  unsupportedChain: 'Unsupported chain',
  overBalance: (balance: string, symbol: string) =>
    `That is more than your balance of ${balance} ${symbol}.`,
  overBalanceWithFee: (symbol: string) =>
    `Not enough ${symbol} left for the network fee: lower the amount.`,
  feeUnknown: 'The network fee could not be estimated. Check the amount and the address.',
  balanceUnknown: 'Your balance could not be read just now. Try again.',
} as const

/** What the Swap view is told, word for word (SPEC section 8 where it has the words). */
export const swapMessages = {
  notConnected: 'Connect an EVM wallet to swap.',
  unsupportedNetwork: 'Network not supported for Swaps',
  tokensUnavailable: 'The tokens to swap could not be loaded. Try again in a moment.',
  unknownToken: (reference: string, network: string) =>
    `No token "${reference}" can be swapped on ${network}.`,
  sameToken: 'Pick two different tokens.',
  chooseTokens: 'Pick a token to sell and a token to buy.',
  overBalance: (balance: string, symbol: string) =>
    `That is more than your balance of ${balance} ${symbol}.`,
  overBalanceWithFee: (symbol: string) =>
    `Not enough ${symbol} left for the network fee: lower the amount.`,
  noBalance: (symbol: string) => `You hold no ${symbol} to swap.`,
  feeUnknown: 'The network fee could not be estimated just now. Try again.',
  balanceUnknown: 'Your balance could not be read just now. Try again.',
  noRoute: 'No route for this swap: try another amount or token.',
  quoteUnavailable: 'No quote just now: the swap service did not answer. Try again in a moment.',
  quoteFirst: 'Wait for a quote before swapping.',
  accountChanged: 'Your account or network changed: check the swap again.',
  approvalDeclined: 'You declined the approval in your wallet. Nothing was sent.',
  swapDeclined: 'You declined the swap in your wallet. Nothing was swapped.',
  approvalFailed: 'The approval failed on chain, so nothing was swapped. Try again.',
  reverted:
    'The swap was reverted: the price moved more than 1% (the slippage tolerance) before it was mined. Your tokens are intact; only the network fee was spent.',
  unconfirmed:
    'The transaction was sent, but its confirmation could not be read. Check your activity before trying again.',
  prepareFailed: (what: string) => `The swap could not be prepared: ${what}. Nothing was sent.`,
  failedAfterApproval: (what: string) =>
    `The approval went through, but the swap could not be made: ${what}. Try again.`,
} as const

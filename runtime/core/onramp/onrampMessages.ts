/**
 * The onramp engine's own words (English; the Buy view's words are in buyStrings). Field errors
 * name the limit and the currency, so a person knows what to type instead.
 */
export const onrampMessages = {
  notConnected: 'Connect a wallet to buy crypto.',
  namespaceUnsupported: (network: string) => `Buying crypto is not available on ${network}.`,
  noProvider: (network: string) => `No onramp provider serves ${network} yet.`,
  nothingToBuy: (network: string) => `There is nothing to buy on ${network} yet.`,
  providersFailed: 'The onramp providers could not be loaded.',
  amountNotNumber: 'Enter a number, like 100 or 49.99.',
  amountDecimals: 'Use at most 2 decimals.',
  amountTooLow: (min: string, currency: string) => `The minimum is ${min} ${currency}.`,
  amountTooHigh: (max: string, currency: string) => `The maximum is ${max} ${currency}.`,
  urlFailed: (provider: string) => `${provider}'s checkout could not be opened.`,
  windowClosed: (provider: string) =>
    `The ${provider} window was closed before a payment reached us. Nothing was bought; pick a provider to try again.`,
  accountChanged:
    'Your account or network changed, so the quotes were cleared. A purchase already paid still goes to the wallet it named.',
  orderFailed: (provider: string) => `${provider} could not complete the purchase.`,
} as const

/** Every user-facing string of the React layer, English first (STYLE rule 14). */
export const strings = {
  connect: 'Connect',
  connecting: 'Connecting...',
  selectNetwork: 'Select network',
  accountButtonLabel: (address: string) => `Account ${address}`,
} as const

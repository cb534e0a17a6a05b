/**
 * The words of ProfileWallets (multi-wallet), loaded with it; its title is in `strings.ts`, as the
 * modal's header needs it first.
 */
export const profileWalletsStrings = {
  intro: 'Wallets connected to this app. Switch the one in use, or disconnect one alone.',
  /** The state of a connection (SPEC section 4): in use, known, or not reachable now. */
  inUse: 'In use',
  unavailable: 'Not available',
  /** The switch button's text; its accessible name adds the wallet's (`switchTo`). */
  use: 'Use',
  switchTo: (name: string) => `Use ${name}`,
  reconnectShort: 'Reconnect',
  reconnect: (name: string) => `Reconnect ${name}`,
  disconnectOne: (name: string) => `Disconnect ${name}`,
  addWallet: 'Add wallet',
  disconnectAll: 'Disconnect all',
  switching: (name: string) => `Switching to ${name}...`,
  disconnecting: (name: string) => `Disconnecting ${name}...`,
  disconnectingAll: 'Disconnecting all wallets...',
  /** A switch or disconnect failed; the reason follows when known. */
  failed: (name: string) => `Could not switch to ${name}`,
  disconnectFailed: (name: string) => `Could not disconnect ${name}`,
  disconnectAllFailed: 'Could not disconnect every wallet',
  empty: 'No wallet is connected.',
}

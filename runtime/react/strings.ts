/** Every user-facing string of the React layer, English first (STYLE rule 14). */
export const strings = {
  connect: 'Connect',
  connecting: 'Connecting...',
  selectNetwork: 'Select network',
  accountButtonLabel: (address: string) => `Account ${address}`,
  back: 'Back',
  close: 'Close',
  loading: 'Loading',
  tryAgain: 'Try again',
  disconnect: 'Disconnect',
  /** SECURITY.md: on -32002 say where to look instead of asking again. */
  requestPending: 'A request is already pending in your wallet',
  requestPendingHint: 'Open your wallet to approve or reject it, then try again.',
  /** Header titles; views that carry a wallet or a network show its name instead. */
  titles: {
    Connect: 'Connect Wallet',
    Account: 'Account',
    Networks: 'Choose Network',
    UnsupportedChain: 'Switch Network',
    SwitchNetwork: 'Switch Network',
    ConnectingExternal: 'Connecting',
    fallback: 'AppKit',
  },
  unavailableView: 'This view is not available in this version yet.',
  lazyLoadFailed: 'Could not load this part of the modal. Check your connection and try again.',
  connectView: {
    walletsLabel: 'Wallets',
    empty: 'No wallets found',
    emptyHint: 'Install a browser wallet extension, then open this window again.',
    recent: 'Recent',
    installed: 'Installed',
    qrCode: 'QR Code',
    legalPrefix: 'By connecting your wallet, you agree to our ',
    terms: 'Terms of Service',
    legalJoin: ' and ',
    privacy: 'Privacy Policy',
  },
  connectingExternal: {
    continueIn: (wallet: string) => `Continue in ${wallet}`,
    accept: 'Accept the connection request in your wallet',
    /** SPEC section 8 ('Connection rejected'). */
    rejected: 'Connection rejected',
    rejectedHint: 'You declined the request in your wallet. You can try again.',
    /** SPEC section 8 ('Failed to connect'). */
    failed: 'Failed to connect',
    failedHint: 'Something went wrong while talking to your wallet.',
    missing: 'This wallet is no longer available',
    missingHint: 'Go back and choose another wallet.',
  },
  account: {
    copy: 'Copy address',
    copied: 'Address copied',
    copyFailed: 'Could not copy the address',
    notConnected: 'No wallet is connected.',
    network: (name: string) => `Network: ${name}`,
    /** SPEC section 8 snackbar. */
    balanceUnavailable: 'Token Balance Unavailable',
  },
  networks: {
    label: 'Networks',
  },
  switchNetwork: {
    approve: 'Approve in wallet',
    accept: (network: string) => `Accept the switch to ${network} in your wallet`,
    declined: 'Switch declined',
    declinedHint: 'You declined the request in your wallet. You can try again.',
    failed: 'Failed to switch network',
    failedHint: 'Your wallet could not switch. Try again, or choose the network in your wallet.',
  },
  unsupportedChain: {
    heading: 'Switch to a supported network',
    text: "This app doesn't support your wallet's current network. Choose one of these to continue.",
  },
  toasts: {
    /** The landmark's name also teaches the hotkey (SPEC section 2: Alt+T). */
    region: 'Notifications alt+T',
    close: 'Close notification',
  },
} as const

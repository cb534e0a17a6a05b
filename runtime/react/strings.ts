/** SPEC section 8's wallet-connection offline text, word for word. */
const offlineText = 'No internet connection detected. Please restart your network and try again.'

/**
 * Every user-facing string of the React layer, English first (STYLE rule 14). With the views'
 * own tables (loaded with them) it is the catalogue a locale translates (`AppKitMessages`); a
 * locale is written into these objects in place, once, before the first render.
 */
export const strings = {
  /** The language of these words (BCP 47), for the `lang` of the modal and the toasts. */
  language: 'en',
  /** Their direction: `rtl` mirrors the modal and the toasts. */
  direction: 'ltr' as 'ltr' | 'rtl',
  connect: 'Connect',
  connecting: 'Connecting...',
  selectNetwork: 'Select network',
  /** The trigger buttons in the page: what their accessible names add to the visible text. */
  triggers: {
    /**
     * The account button's accessible name: what it shows (`shown`: the balance and the
     * truncated address), first and word for word (WCAG 2.5.3), then the address in full.
     */
    account: (shown: string, address: string) => `${shown}, account ${address}`,
    accountLoading: (shown: string, address: string) =>
      `${shown}, account ${address}, loading balance`,
    network: (name: string) => `Network: ${name}`,
  },
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
    ConnectingWalletConnect: 'WalletConnect',
    AllWallets: 'All Wallets',
    WhatIsAWallet: 'What is a wallet?',
    Receive: 'Receive',
    Send: 'Send',
    Swap: 'Swap',
    Buy: 'Buy crypto',
    SendPreview: 'Review send',
    SIWXSignMessage: 'Sign In',
    EmailLogin: 'Confirm Email',
    UpdateEmailWallet: 'Edit Email',
    ApproveTransaction: 'Approve Transaction',
    RegisterAccountName: 'Choose Name',
    RegisterAccountNameSuccess: 'Name Registered',
    ProfileWallets: 'Wallets',
    /** The approval view's header by what the embedded wallet asks (ApproveTransaction otherwise). */
    approvals: {
      message: 'Sign Message',
      typedData: 'Sign Typed Data',
      transaction: 'Sign Transaction',
    },
    fallback: 'AppKit',
  },
  unavailableView: 'This view is not available in this version yet.',
  siwx: {
    /** SPEC section 4: one-click WalletConnect authentication in progress. */
    authenticating: 'Authenticating...',
  },
  lazyLoadFailed: 'Could not load this part of the modal. Check your connection and try again.',
  offline: offlineText,
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
    /** Opens WhatIsAWallet, for a visitor who has none yet. */
    noWallet: "I don't have a wallet",
  },
  /** The wallet registry: All Wallets, its Connect entry, and the fallback when it fails. */
  allWallets: {
    entry: 'All Wallets',
    /** The registry count on the Connect entry, rounded down to tens: '300+'. */
    count: (count: number) => (count > 10 ? `${Math.floor(count / 10) * 10}+` : String(count)),
    searchLabel: 'Search wallets',
    searchPlaceholder: 'Search wallet',
    listLabel: 'All wallets',
    resultsLabel: 'Search results',
    found: (count: number) => (count === 1 ? '1 wallet found' : `${count} wallets found`),
    noResults: (query: string) => `No wallet found for "${query}"`,
    noResultsHint: 'Check the spelling, or try another name.',
    loadMore: 'Load more',
    loadingMore: 'Loading more wallets',
    installed: 'Installed',
    failed: 'Could not load the wallet list',
    /** Why, by error code; installed and custom wallets keep working meanwhile. */
    reasons: {
      RATE_LIMITED: 'Rate limited: too many requests. Wait a minute, then try again.',
      SERVER_ERROR: 'Server error: the wallet service had a problem.',
      INVALID_APP_CONFIGURATION:
        'Invalid App Configuration: this site is not allowed to list wallets.',
      HTTP_REQUEST_TIMEOUT: 'The request took too long to respond.',
      HTTP_REQUEST_FAILED: 'You appear to be offline, or the wallet service is unreachable.',
      INVALID_RESPONSE: 'The wallet service sent an answer that could not be read.',
      fallback: 'Something went wrong.',
    },
    fallbackHint: 'Installed wallets still work.',
  },
  /** The WalletConnect pairing views (QR code, wallet links). */
  walletConnect: {
    qrLabel: 'WalletConnect QR code',
    scan: 'Scan this QR code with your phone',
    scanWith: (wallet: string) => `Scan this QR code with ${wallet}`,
    preparing: 'Preparing the QR code...',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy the link',
    /** The mobile deep link (SPEC section 1), named after the wallet it opens. */
    openIn: (wallet: string) => `Open ${wallet}`,
    desktopApp: 'Desktop app',
    webApp: 'Web app',
    offline: offlineText,
    /** SPEC section 8 ('Connection rejected'). */
    rejected: 'Connection rejected',
    rejectedHint: 'You declined the connection in your wallet. You can try again.',
    unavailable: 'Could not reach WalletConnect',
    /** What to check when the relay (`services.relayUrl`, by its host) gives no QR code. */
    unavailableHint: (relay: string) =>
      `The WalletConnect relay ${relay} could not be reached: check your connection, a firewall or an ad blocker. The QR code appears here once it answers.`,
    failed: 'Failed to connect',
    failedHint: 'Something went wrong while pairing with your wallet.',
    missing: 'WalletConnect is not available',
    missingHint: 'This app does not offer WalletConnect.',
    /** WalletConnect is configured, but no configured network is one this version connects. */
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
  /** WhatIsAWallet: what a wallet is, and where to get one. */
  whatIsAWallet: {
    homeTitle: 'A home for your digital assets',
    homeText: 'A wallet keeps your tokens and collectibles, and sends and receives them.',
    signInTitle: 'A new way to sign in',
    signInText:
      'No new account or password on every site: you connect your wallet, and nothing is signed or sent until you approve it there.',
    getTitle: 'Get a wallet',
    recommendedLabel: 'Recommended wallets',
    get: 'Get',
    /** Said after a recommended wallet's link text (visually hidden): where the link opens. */
    opensInNewTab: '(opens in a new tab)',
    explore: 'Explore all wallets',
    noRegistry: 'Install a wallet app or browser extension, then come back and connect.',
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
  /** SwitchActiveChain's title; the view's own words are in its chunk. */
  switchActiveChain: { title: (network: string) => `Switch to ${network}` },
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

/**
 * The words of the account hub (Account, its tabs, Receive and Send), kept with the views so that
 * they load with them; the views' titles are in `strings.ts`, as the modal's header needs them
 * first.
 */
export const accountStrings = {
  tabsLabel: 'Assets',
  tabs: { Tokens: 'Tokens', NFTs: 'NFTs', Activity: 'Activity' },
  totalValue: 'Total value',
  /**
   * Said where the tabs would be on a hub without NFTs and Activity (Solana, Bitcoin): the Blockchain API
   * serves those for eip155 accounts only (SPEC sections 7 and 9).
   */
  onlyEvm: 'NFTs and activity are shown for EVM accounts.',
  /** The email login's edit button, next to its email. */
  changeEmail: 'Change email',
  features: { onramp: 'Buy', receive: 'Receive', send: 'Send', swaps: 'Swap' },
  /** Under the address of an EVM account without a name: opens RegisterAccountName. */
  chooseName: 'Choose a name',
  /** Opens ProfileWallets (multi-wallet): the wallets connected besides this one. */
  wallets: 'Wallets',
  /**
   * Under the address: which of the wallet's accounts it is (SPEC section 6). Bitcoin's payment
   * and ordinal accounts; the embedded wallet's smart account, and its plain account (EOA) where
   * it could switch.
   */
  accountTypes: {
    payment: 'Payment account',
    ordinal: 'Ordinals account',
    smartAccount: 'Smart account',
    eoa: 'EOA',
  },
  /** The embedded wallet's switch between its two EVM accounts (SPEC section 4). */
  switchAccountType: {
    toSmartAccount: 'Switch to your smart account',
    toEoa: 'Switch to your EOA',
  },
  /** The name the account is known by, with its address for screen readers. */
  identity: (name: string, address: string) => `${name}, ${address}`,
  tokens: {
    listLabel: 'Tokens',
    empty: 'No tokens yet',
    emptyHint: (network: string) => `Tokens this account holds on ${network} show here.`,
    /** SPEC section 8's snackbar, also said in place of the list. */
    unavailable: 'Token Balance Unavailable',
    unavailableHint: 'Balances could not be read. They are asked again in 30 seconds.',
    quantity: (amount: string, symbol: string) => `${amount} ${symbol}`,
    price: (price: string) => `${price} each`,
  },
  nfts: {
    listLabel: 'NFTs',
    empty: 'No NFTs yet',
    emptyHint: (network: string) => `NFTs this account holds on ${network} show here.`,
    failed: 'Could not load NFTs',
    /** A tile's accessible name: the whole name, which the tile may clamp, and its collection. */
    tileLabel: (name: string, collection: string | undefined) =>
      collection ? `${name}, ${collection}` : name,
    loadMore: 'Load more',
  },
  activity: {
    listLabel: 'Activity',
    empty: 'No activity yet',
    emptyHint: 'Transactions of this account on this network show here.',
    /** SPEC section 8's snackbar. */
    failed: 'Failed to fetch transactions',
    loadMore: 'Load more',
    loadingMore: 'Loading more transactions',
    pending: 'Pending',
    failedStatus: 'Failed',
    quantity: (amount: string, unit: string) => `${amount} ${unit}`.trim(),
    /** An NFT transfer's amount: NFTs have no symbol, so they are counted. */
    nftQuantity: (amount: string) => `${amount} ${amount === '1' ? 'NFT' : 'NFTs'}`,
    to: (address: string) => `to ${address}`,
    from: (address: string) => `from ${address}`,
    ago: (time: string) => `${time} ago`,
    /** SPEC section 9's abbreviated units, each with its whole count: '5 min'. */
    units: {
      sec: (count: string) => `${count} sec`,
      min: (count: string) => `${count} min`,
      hr: (count: string) => `${count} hr`,
      d: (count: string) => `${count} d`,
      mo: (count: string) => `${count} mo`,
      yr: (count: string) => `${count} yr`,
    },
    operation: (type: string) => (type ? type[0]?.toUpperCase() + type.slice(1) : 'Transaction'),
  },
  receive: {
    qrLabel: (address: string) => `QR code of the address ${address}`,
    heading: 'Your address',
    copy: 'Copy address',
    networksLabel: 'Networks this address receives on',
    networksHint: 'Only send assets on these networks to this address.',
  },
} as const

// The method lists the chain adapters name, in the first load with them. The proposal built from
// them (`buildNamespaces`) loads with the pairing code.

/** The eip155 methods a WalletConnect session asks for (SPEC section 6). */
export const eip155Methods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

/** The solana methods a WalletConnect session asks for (SPEC section 6). */
export const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
] as const

/** The bip122 methods a WalletConnect session asks for (SPEC section 6). */
export const bip122Methods = [
  'sendTransfer',
  'signMessage',
  'signPsbt',
  'getAccountAddresses',
] as const

/** The session events of every namespace (SPEC section 6). */
export const walletConnectEvents = ['accountsChanged', 'chainChanged'] as const

/** What a session proposal asks of one namespace. */
export interface NamespaceRequest {
  readonly methods: readonly string[]
  readonly events: readonly string[]
}

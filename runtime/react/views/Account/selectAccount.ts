import type { AppKitState } from '../../../core/kernel.js'

/** The active namespace's account and network, as the account hub's views read them. */
export const selectActiveAccount = (state: AppKitState) => {
  const namespace = state.chains.activeNamespace
  const account = state.chains.accounts[namespace]
  return {
    namespace,
    address: account?.address,
    balance: account?.balance,
    symbol: account?.balanceSymbol,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
    /** The connected wallet's name: for an email login, the displayed email (SPEC section 5). */
    walletName: account?.connectedWalletInfo?.name,
    currentTab: account?.currentTab ?? 'Tokens',
    tokenBalance: account?.tokenBalance,
    network: state.chains.networks[namespace]?.caipNetwork,
  }
}

export type ActiveAccount = ReturnType<typeof selectActiveAccount>

import { useRef } from 'react'
import type { ChainNamespace } from '../../../../schema/index.js'
import { type AccountTab, loadBlockchainApi } from '../../../core/kernel.js'
import { useFeatures } from '../../hooks/useFeatures.js'
import { strings, useAdoptedSheet, useAppKitInstance, useAppKitSelector } from '../../internal.js'
import { DisconnectButton } from '../DisconnectButton.js'
import { AccountHeader } from './AccountHeader.js'
import { AccountTabs } from './AccountTabs.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'
import { ActivityTab } from './ActivityTab.js'
import { accountCss } from './accountCss.js'
import { accountStrings } from './accountStrings.js'
import { NftsTab } from './NftsTab.js'
import { selectActiveAccount } from './selectAccount.js'
import { TokensTab } from './TokensTab.js'
import { useLazyModule } from './useLazyModule.js'
import { useTokenBalances } from './useTokenBalances.js'
import { WalletFeatureButtons } from './WalletFeatureButtons.js'

/**
 * The tabs a namespace has (SPEC section 9): token balances on eip155, solana and bip122 (BTC);
 * NFTs and activity on eip155 only, activity when the app enables it. A Solana or Bitcoin hub
 * says so where the tabs would be, rather than offering tabs with nothing the service could fill
 * them with.
 */
function tabsOf(namespace: ChainNamespace, activity: boolean): AccountTab[] {
  if (namespace === 'eip155') return activity ? ['Tokens', 'NFTs', 'Activity'] : ['Tokens', 'NFTs']
  if (namespace === 'solana' || namespace === 'bip122') return ['Tokens']
  return []
}

/**
 * Account, the hub: who is connected (name and avatar, address, total value), Receive and Send,
 * and the Tokens, NFTs and Activity tabs, the current tab kept on the account (SPEC section 3),
 * then the embedded wallet's account-type switch and Disconnect. Its own chunk: an app whose visitors never connect never fetches it.
 * @example <AccountView data={undefined} />
 */
export function AccountView() {
  const appKit = useAppKitInstance()
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, accountCss)
  const account = useAppKitSelector(selectActiveAccount)
  const { address, network, namespace } = account
  const { module: api } = useLazyModule(loadBlockchainApi)
  // The merged features: the remote configuration may turn the Activity tab on or off.
  const { activity } = useFeatures()
  const tabs = tabsOf(namespace, activity)
  const hasTokens = tabs.includes('Tokens')
  const balances = useTokenBalances(hasTokens ? address : undefined, network, account.tokenBalance)
  if (!address) {
    return (
      <p ref={root} className="ak-note">
        {strings.account.notConnected}
      </p>
    )
  }
  const totalUsd =
    hasTokens && balances.status === 'ready'
      ? balances.tokens.reduce((sum, token) => sum + (token.value ?? 0), 0)
      : undefined
  const select = (tab: AccountTab) =>
    appKit.stores.chains.setAccount(namespace, { currentTab: tab })
  const current = tabs.includes(account.currentTab) ? account.currentTab : 'Tokens'
  const panel = !network ? null : current === 'NFTs' ? (
    <NftsTab api={api} address={address} network={network} />
  ) : current === 'Activity' ? (
    <ActivityTab api={api} address={address} network={network} />
  ) : (
    <TokensTab status={balances.status} tokens={balances.tokens} networkName={network.name} />
  )
  return (
    <div ref={root} className="ak-hub">
      <AccountHeader account={{ ...account, address }} totalUsd={totalUsd} />
      <WalletFeatureButtons namespace={namespace} network={network} />
      {tabs.length > 1 ? (
        <AccountTabs tabs={tabs} current={current} onSelect={select}>
          {panel}
        </AccountTabs>
      ) : tabs.length === 1 ? (
        <>
          <p className="ak-hub-note">{accountStrings.onlyEvm}</p>
          <div className="ak-panel">{panel}</div>
        </>
      ) : null}
      <AccountTypeSwitch namespace={namespace} />
      <DisconnectButton />
    </div>
  )
}

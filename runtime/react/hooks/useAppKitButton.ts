import { useMemo } from 'react'
import type { CaipNetworkId } from '../../../schema/index.js'
import {
  type AppKitState,
  disconnect,
  type RouteRequest,
  type ViewDataMap,
  type ViewName,
} from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'
import { truncateAddress } from '../components/truncateAddress.js'
import { useHydrated } from '../components/useHydrated.js'
import { useNetworkImage } from '../components/useNetworkImage.js'
import { useRestoreSettled } from '../components/useRestoreSettled.js'
import { useTriggerBalance } from '../components/useTriggerBalance.js'
import { useAppKitSelector } from '../useAppKitSelector.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'

/** The views `open(view)` shows: those that need no data (not a wallet to connect, say). */
export type AppKitButtonView = {
  [View in ViewName]: undefined extends ViewDataMap[View] ? View : never
}[ViewName]

/** `reconnecting` while the kit restores a stored connection at start; `connecting` after. */
export type AppKitButtonStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

export interface AppKitButtonAccount {
  address: string
  /** `0x1234...abcdef`, as the kit's account button shows it. */
  displayAddress: string
  /** The native balance as a decimal string (`'1.234'`); undefined until read, or unreadable. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** `'1.234 ETH'`, as the kit's account button shows it. */
  displayBalance: string | undefined
  /** The balance is still being read: draw a placeholder. */
  balanceLoading: boolean
}

/** The active network; `id` is a configured one exactly when `supported` is true. */
export type AppKitButtonNetwork<NetworkId extends CaipNetworkId = CaipNetworkId> = {
  name: string
  /** The network's image (its `imageUrl`, or its `imageId` on the Wallet API); none while it loads. */
  imageUrl: string | undefined
  /** Whether the modal offers a switch (`enableNetworkSwitch`); the kit's own button is text without. */
  canSwitch: boolean
} & ({ supported: true; id: NetworkId } | { supported: false; id: CaipNetworkId })

export interface UseAppKitButtonReturn<NetworkId extends CaipNetworkId = CaipNetworkId> {
  /** False on the server and while hydrating: render a placeholder then, and no mismatch follows. */
  mounted: boolean
  /** Mounted, and the stored connection restored (or found gone): the status is the real one. */
  ready: boolean
  status: AppKitButtonStatus
  /** The connected account; undefined unless `status` is `connected`. */
  account: AppKitButtonAccount | undefined
  /** The active network; undefined only when the active namespace has none configured. */
  network: AppKitButtonNetwork<NetworkId> | undefined
  openConnect(): Promise<void>
  openAccount(): Promise<void>
  openNetworks(): Promise<void>
  open(view: AppKitButtonView): Promise<void>
  /** Disconnects every namespace. */
  disconnect(): Promise<void>
}

const selectBalance = (state: AppKitState) => {
  const account = state.chains.accounts[state.chains.activeNamespace]
  return { balance: account?.balance, balanceSymbol: account?.balanceSymbol }
}

/**
 * Everything the kit's trigger buttons show and do, for an app that draws its own (RainbowKit's
 * `ConnectButton.Custom`, as a hook). The generated module binds `NetworkId` to the configured ids.
 * @example
 * const { ready, account, openConnect, openAccount } = useAppKitButton()
 * if (!ready) return <button disabled>Wallet</button>
 * return account ? <button onClick={openAccount}>{account.displayAddress}</button>
 *   : <button onClick={openConnect}>Connect</button>
 */
export function useAppKitButton<
  NetworkId extends CaipNetworkId = CaipNetworkId,
>(): UseAppKitButtonReturn<NetworkId> {
  const appKit = useAppKitInstance()
  const mounted = useHydrated()
  const restored = useRestoreSettled()
  const { address, status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const { src } = useNetworkImage(caipNetwork)
  const { balance, balanceSymbol } = useAppKitSelector(selectBalance)
  const shown = useTriggerBalance()
  const actions = useMemo(
    () => ({
      // Views without required data take `{ view }` alone; the type cannot see that per member.
      open: (view: AppKitButtonView) => appKit.open({ view } as RouteRequest),
      openConnect: () => appKit.open({ view: 'Connect' }),
      openAccount: () => appKit.open({ view: 'Account' }),
      openNetworks: () => appKit.open({ view: 'Networks' }),
      disconnect: () => disconnect(appKit),
    }),
    [appKit],
  )
  const network = caipNetwork && {
    name: caipNetwork.name,
    imageUrl: src,
    canSwitch: appKit.config.enableNetworkSwitch,
    ...(appKit.config.networks.some((known) => known.caipNetworkId === caipNetwork.caipNetworkId)
      ? { supported: true as const, id: caipNetwork.caipNetworkId as NetworkId }
      : { supported: false as const, id: caipNetwork.caipNetworkId }),
  }
  return {
    mounted,
    ready: mounted && restored,
    // Before `ready` resolves, a connection under way is the stored one coming back.
    status: status === 'connecting' && !restored ? 'reconnecting' : status,
    account:
      address && status === 'connected'
        ? {
            address,
            displayAddress: truncateAddress(address),
            balance,
            balanceSymbol,
            displayBalance: shown.text,
            balanceLoading: shown.loading,
          }
        : undefined,
    network,
    ...actions,
  }
}

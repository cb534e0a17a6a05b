import { useCallback } from 'react'
import type { CaipNetwork } from '../../../schema/index.js'
import { switchNetwork } from '../../core/index.js'
import { useAppKitInstance } from '../AppKitContext.js'
import { useAppKitUi } from '../AppKitUiContext.js'
import { strings } from '../strings.js'
import { leaveNetworkViews } from './leaveNetworkViews.js'
import { walletErrorKind } from './walletErrorKind.js'

const switchErrorMessage = {
  rejected: strings.switchNetwork.declined,
  pending: strings.requestPending,
  failed: strings.switchNetwork.failed,
} as const

/** The attempt key of a switch to `network`, shared by the views that show its progress. */
export const switchAttemptKey = (network: Pick<CaipNetwork, 'caipNetworkId'>) =>
  `switch:${network.caipNetworkId}`

/**
 * Switches to a network from a view. The engine shows SwitchNetwork while the wallet confirms and
 * leaves it afterwards; without a wallet the network views are left here. A failure shows in
 * SwitchNetwork while it is on screen, else in the snackbar ('Switch declined'...), and the user
 * can pick the network again.
 * @example const switchTo = useNetworkSwitch(); <button onClick={() => switchTo(network)} />
 */
export function useNetworkSwitch(): (network: CaipNetwork) => Promise<void> {
  const appKit = useAppKitInstance()
  const { attempts, snackbar } = useAppKitUi()
  return useCallback(
    (network) =>
      // The follow-up lives inside the request so that it runs once, however many callers wait.
      attempts.run(switchAttemptKey(network), async () => {
        try {
          await switchNetwork(appKit, { caipNetworkId: network.caipNetworkId })
        } catch (error) {
          // The engine leaves SwitchNetwork when the wallet says no; say why where the user is.
          if (appKit.router.getState().current.view !== 'SwitchNetwork') {
            snackbar.show(switchErrorMessage[walletErrorKind(error)], 'error')
          }
          throw error
        }
        leaveNetworkViews(appKit)
      }),
    [appKit, attempts, snackbar],
  )
}

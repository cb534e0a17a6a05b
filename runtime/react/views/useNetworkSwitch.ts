import { useCallback } from 'react'
import type { CaipNetwork } from '../../../schema/index.js'
import { switchNetwork } from '../../core/kernel.js'
import { strings, useAppKitInstance, useAppKitUi } from '../internal.js'
import { failureReason } from './failureReason.js'
import { leaveNetworkViews } from './leaveNetworkViews.js'
import { walletErrorKind } from './walletErrorKind.js'

// Read when a switch fails, not when this module loads: a locale is applied after that.
const switchErrorMessage = {
  rejected: () => strings.switchNetwork.declined,
  pending: () => strings.requestPending,
  failed: () => strings.switchNetwork.failed,
} as const

/**
 * How long a failure that says why stays: the 3 s of a bare message plus time to read the reason
 * (bounded by `failureReason`), at most 10 s (SPEC section 9's longest short constant).
 */
const readingMs = (reason: string) => Math.min(10_000, 3_000 + 40 * reason.length)

/**
 * What the snackbar says of a failed switch: 'Switch declined' and the like as they are; a failure
 * of no known kind with its reason ('Failed to switch network: The wallet does not recognise this
 * chain'), as inert text.
 */
function switchFailure(error: unknown): { message: string; autoCloseMs?: number } {
  const kind = walletErrorKind(error)
  const reason = kind === 'failed' ? failureReason(error) : undefined
  if (!reason) return { message: switchErrorMessage[kind]() }
  return { message: `${switchErrorMessage[kind]()}: ${reason}`, autoCloseMs: readingMs(reason) }
}

/** The attempt key of a switch to `network`, shared by the views that show its progress. */
export const switchAttemptKey = (network: Pick<CaipNetwork, 'caipNetworkId'>) =>
  `switch:${network.caipNetworkId}`

/**
 * Switches to a network from a view. The engine shows SwitchNetwork while the wallet confirms and
 * leaves it afterwards; without a wallet the network views are left here. A failure shows in
 * SwitchNetwork while it is on screen, else in the snackbar ('Switch declined'..., a failure of
 * no known kind with its reason), and the user can pick the network again.
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
            const { message, autoCloseMs } = switchFailure(error)
            snackbar.show(message, 'error', autoCloseMs ? { autoCloseMs } : undefined)
          }
          throw error
        }
        leaveNetworkViews(appKit)
      }),
    [appKit, attempts, snackbar],
  )
}

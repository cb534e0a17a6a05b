import {
  failureReason,
  StatusPanel,
  strings,
  switchAttemptKey,
  useAppKitUi,
  useNetworkImage,
  useNetworkSwitch,
  useStoreState,
  walletErrorKind,
} from '../../internal.js'
import type { ViewProps } from '../ViewProps.js'

// Read when drawn, not when this module loads: a locale is applied after that.
const errorCopy = {
  rejected: (): readonly [string, string] => [
    strings.switchNetwork.declined,
    strings.switchNetwork.declinedHint,
  ],
  pending: (): readonly [string, string] => [strings.requestPending, strings.requestPendingHint],
  failed: (): readonly [string, string] => [
    strings.switchNetwork.failed,
    strings.switchNetwork.failedHint,
  ],
}

/**
 * SwitchNetwork: shown by the engine while the wallet confirms a switch to `data.network`
 * ('Approve in wallet'); after a failure, what happened, why (for failures of no known kind)
 * and a retry. It never sends a request on
 * its own: the one that opened it is already waiting in the wallet.
 * @example <SwitchNetworkView data={{ network }} />
 */
export function SwitchNetworkView({ data }: ViewProps<'SwitchNetwork'>) {
  const { network } = data
  const { attempts } = useAppKitUi()
  const attempt = useStoreState(attempts, (state) => state.byKey[switchAttemptKey(network)])
  const switchTo = useNetworkSwitch()
  const image = useNetworkImage(network).src
  if (attempt?.status !== 'error') {
    return (
      <StatusPanel
        image={image}
        name={network.name}
        tone="waiting"
        title={strings.switchNetwork.approve}
        text={strings.switchNetwork.accept(network.name)}
      />
    )
  }
  const kind = walletErrorKind(attempt.error)
  const [title, hint] = errorCopy[kind]()
  // A failure of no known kind says why (a timeout, an unknown chain, the wallet's own words).
  const reason = kind === 'failed' ? failureReason(attempt.error) : undefined
  const text = reason ? `${reason} ${hint}` : hint
  return (
    <StatusPanel image={image} name={network.name} tone="error" title={title} text={text}>
      <button type="button" className="ak-button" onClick={() => void switchTo(network)}>
        {strings.tryAgain}
      </button>
    </StatusPanel>
  )
}

import { useCallback } from 'react'
import { connect } from '../../../core/kernel.js'
import {
  StatusPanel,
  strings,
  useAppKitInstance,
  useAppKitUi,
  useConnector,
  useIsomorphicLayoutEffect,
  useStoreState,
  walletErrorKind,
} from '../../internal.js'
import type { ViewProps } from '../ViewProps.js'

const copy = strings.connectingExternal
// Read when drawn, not when this module loads: a locale is applied after that.
const errorCopy = {
  rejected: (): readonly [string, string] => [copy.rejected, copy.rejectedHint],
  pending: (): readonly [string, string] => [strings.requestPending, strings.requestPendingHint],
  failed: (): readonly [string, string] => [copy.failed, copy.failedHint],
}

/**
 * ConnectingExternal: asks a browser wallet for its accounts and shows 'Continue in <wallet>'
 * while it waits; 'Connection rejected' (4001) or 'A request is already pending in your wallet'
 * (-32002) with a retry when it fails. Closes the modal once connected.
 * @example <ConnectingExternalView data={{ connectorId: 'injected' }} />
 */
export function ConnectingExternalView({ data }: ViewProps<'ConnectingExternal'>) {
  const { connectorId } = data
  const appKit = useAppKitInstance()
  const { attempts } = useAppKitUi()
  const connector = useConnector(connectorId)
  const key = `connect:${connectorId}`
  const attempt = useStoreState(attempts, (state) => state.byKey[key])

  const start = useCallback(
    () =>
      attempts.run(key, async () => {
        await connect(appKit, { connectorId })
        // Sign-in or the engine may have moved on; close only if the user still looks at us.
        const { current } = appKit.router.getState()
        if (current.view === 'ConnectingExternal' && current.data.connectorId === connectorId) {
          await appKit.close()
        }
      }),
    [appKit, attempts, key, connectorId],
  )

  // Before the first paint, so a previous visit's outcome never flashes; `run` dedupes the
  // second mount of StrictMode into the same wallet prompt.
  useIsomorphicLayoutEffect(() => {
    if (connector) void start()
  }, [])

  if (!connector) {
    return (
      <StatusPanel
        image={undefined}
        name="?"
        tone="error"
        title={copy.missing}
        text={copy.missingHint}
      />
    )
  }
  if (attempt?.status === 'error') {
    const [title, text] = errorCopy[walletErrorKind(attempt.error)]()
    return (
      <StatusPanel
        image={connector.icon}
        name={connector.name}
        tone="error"
        title={title}
        text={text}
      >
        <button
          type="button"
          className="ak-button"
          data-variant="accent"
          onClick={() => void start()}
        >
          {strings.tryAgain}
        </button>
      </StatusPanel>
    )
  }
  return (
    <StatusPanel
      image={connector.icon}
      name={connector.name}
      tone="waiting"
      title={copy.continueIn(connector.name)}
      text={copy.accept}
    />
  )
}

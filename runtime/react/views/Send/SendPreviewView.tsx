import { useRef, useSyncExternalStore } from 'react'
import { formatUnits } from 'viem'
import { truncateDecimals } from '../../../core/kernel.js'
import {
  useAdoptedSheet,
  useAppKitInstance,
  useAppKitSelector,
  useAppKitUi,
} from '../../internal.js'
import { formatUsd } from '../Account/format/formatUsd.js'
import { selectActiveAccount } from '../Account/selectAccount.js'
import { afterSend } from './afterSend.js'
import { SendModulePending } from './SendModulePending.js'
import { sendCss } from './sendCss.js'
import { sendStrings } from './sendStrings.js'
import { type SendModule, useSendModule } from './useSendModule.js'

/**
 * The confirmation of a send: the amount and its value, the full recipient, the network, the fee
 * in the native currency and USD, and the warnings (zero address, the token's own contract, a
 * look-alike of a recent address). 'Send' asks the wallet once however often it is clicked; once
 * the hash is known the form is cleared and the modal returns to Account, where the transaction
 * shows as pending.
 * @example <SendPreviewView data={undefined} />
 */
export function SendPreviewView() {
  const { send, failed, retry } = useSendModule()
  if (!send) return <SendModulePending failed={failed} retry={retry} />
  return <SendConfirmation send={send} />
}

function SendConfirmation({ send }: { send: SendModule }) {
  const appKit = useAppKitInstance()
  const ui = useAppKitUi()
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, sendCss)
  const controller = send.sendControllerOf(appKit)
  const { preview } = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  )
  const { flow } = controller
  const flowState = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState)
  const account = useAppKitSelector(selectActiveAccount)
  const text = sendStrings.preview
  if (!preview) {
    return (
      <div ref={root} className="ak-send">
        <p className="ak-note">{text.missing}</p>
      </div>
    )
  }
  const { network, token } = preview
  const changed = send.isPreviewStale(preview, {
    address: account.address,
    caipNetworkId: account.network?.caipNetworkId,
  })
  const native = network.nativeCurrency
  // Six decimals show an EVM or Solana fee; a Bitcoin fee (8 decimals, a few hundred sats)
  // would truncate to almost nothing, so it shows whole.
  const feeDecimals = native.decimals <= 8 ? native.decimals : 6
  const feeAmount = truncateDecimals(formatUnits(preview.fee.fee, native.decimals), feeDecimals)
  // The native price is in the balances when the service knows it.
  const nativePrice = account.tokenBalance?.find(
    (entry) => entry.chainId === network.caipNetworkId && !entry.address,
  )?.price
  const feeUsd = nativePrice ? formatUsd(Number(feeAmount) * nativePrice) : undefined
  const amountUsd = token.price ? formatUsd(Number(preview.amountText) * token.price) : undefined
  const busy = flowState.status === 'sending'

  const submit = async () => {
    // Read now, not from this render: a second click before the next render finds it sending.
    if (flow.getState().status === 'sending' || changed) return
    let hash: string
    try {
      ;({ hash } = await controller.submit())
    } catch {
      return // the flow's state says why; the view shows it
    }
    ui.snackbar.show(text.sentToast, 'success')
    if (network.chainNamespace === 'eip155') {
      appKit.stores.chains.setAccount(network.chainNamespace, { currentTab: 'Activity' })
    }
    appKit.router.reset({ view: 'Account' })
    void afterSend(appKit, ui, send, preview, hash)
  }

  const declined = flowState.error?.code === 'TRANSACTION_REJECTED'
  return (
    <div ref={root} className="ak-send">
      <dl className="ak-summary">
        <dt>{text.sending}</dt>
        <dd>
          {`${preview.amountText} ${token.symbol}`}
          {amountUsd ? <div className="ak-field-hint">{amountUsd}</div> : null}
        </dd>
        <dt>{text.to}</dt>
        <dd>
          {preview.receiverName ? <div>{preview.receiverName}</div> : null}
          <span className="ak-full-address">{preview.receiver}</span>
        </dd>
        <dt>{text.network}</dt>
        <dd>{network.name}</dd>
        <dt>{text.fee}</dt>
        <dd>{text.feeValue(feeAmount, native.symbol, feeUsd)}</dd>
      </dl>
      {preview.warnings.length > 0 ? (
        <div role="alert" aria-label={text.warningsLabel}>
          <ul className="ak-warnings">
            {preview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div role="status">
        {changed ? (
          <p className="ak-send-status" data-tone="error">
            {text.changed}
          </p>
        ) : null}
        {busy ? <p className="ak-send-status">{text.confirm}</p> : null}
        {flowState.status === 'idle' && declined ? (
          <p className="ak-send-status" data-tone="error">
            {`${text.rejected}. ${text.rejectedHint}`}
          </p>
        ) : null}
        {flowState.status === 'failed' && flowState.error ? (
          <p className="ak-send-status" data-tone="error">
            {`${text.failed}: ${flowState.error.shortMessage}`}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="ak-button"
        data-variant="accent"
        data-block=""
        aria-disabled={busy || changed ? true : undefined}
        onClick={() => void submit()}
      >
        {busy ? text.confirm : text.send}
      </button>
      <button
        type="button"
        className="ak-button"
        data-block=""
        disabled={busy}
        onClick={() => appKit.router.goBack()}
      >
        {text.cancel}
      </button>
    </div>
  )
}

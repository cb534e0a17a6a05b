import { useRef } from 'react'
import type { AppKitState } from '../../../core/kernel.js'
import { strings, useAdoptedSheet, useAppKitInstance, useAppKitSelector } from '../../internal.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { QrCode } from '../../ui/QrCode.js'
import { useCopyText } from '../../ui/useCopyText.js'
import { accountCss } from '../Account/accountCss.js'
import { accountStrings } from '../Account/accountStrings.js'
import { receiveQrValue } from './receiveQrValue.js'

const selectReceiver = (state: AppKitState) => {
  const namespace = state.chains.activeNamespace
  return {
    namespace,
    address: state.chains.accounts[namespace]?.address,
    caipNetworkId: state.chains.networks[namespace]?.caipNetwork?.caipNetworkId,
  }
}

/**
 * Receive: the connected address as a QR code (`receiveQrValue`) and as text, a copy button, and the configured networks of its namespace, where it can
 * receive. Its own chunk.
 * @example <ReceiveView data={undefined} />
 */
export function ReceiveView() {
  const appKit = useAppKitInstance()
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, accountCss)
  const { namespace, address, caipNetworkId } = useAppKitSelector(selectReceiver)
  const copyText = useCopyText({
    copied: strings.account.copied,
    failed: strings.account.copyFailed,
  })
  const text = accountStrings.receive
  if (!address) {
    return (
      <p ref={root} className="ak-note">
        {strings.account.notConnected}
      </p>
    )
  }
  // An EVM or Solana address receives on every network of its family; a Bitcoin address is
  // written for one network only (bc1, tb1, bcrt1), the one it was connected on.
  const networks = appKit.config.networks.filter((network) =>
    namespace === 'bip122'
      ? network.caipNetworkId === caipNetworkId
      : network.chainNamespace === namespace,
  )
  return (
    <div ref={root} className="ak-receive">
      <QrCode
        value={receiveQrValue(namespace, address)}
        label={text.qrLabel(address)}
        color={appKit.config.theme.themeVariables.qrColor}
        size={220}
      />
      <h3 className="ak-month">{text.heading}</h3>
      <p className="ak-receive-address">{address}</p>
      <button type="button" className="ak-button" onClick={() => void copyText(address)}>
        {text.copy}
      </button>
      <p className="ak-note">{text.networksHint}</p>
      <ul className="ak-chips" aria-label={text.networksLabel}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <NetworkIcon network={network} />
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}

import { useRef } from 'react'
import type { AppKitState } from '../../../core/kernel.js'
import { strings, useAdoptedSheet, useAppKitInstance, useAppKitSelector } from '../../internal.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { QrCode } from '../../ui/QrCode.js'
import { useCopyText } from '../../ui/useCopyText.js'
import { accountCss } from '../Account/accountCss.js'
import { accountStrings } from '../Account/accountStrings.js'

const selectReceiver = (state: AppKitState) => {
  const namespace = state.chains.activeNamespace
  return { namespace, address: state.chains.accounts[namespace]?.address }
}

/**
 * Receive: the connected address as a QR code (the bare address, which every wallet's scanner
 * reads) and as text, a copy button, and the configured networks of its namespace, where it can
 * receive. Its own chunk.
 * @example <ReceiveView data={undefined} />
 */
export function ReceiveView() {
  const appKit = useAppKitInstance()
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, accountCss)
  const { namespace, address } = useAppKitSelector(selectReceiver)
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
  const networks = appKit.config.networks.filter((network) => network.chainNamespace === namespace)
  return (
    <div ref={root} className="ak-receive">
      <QrCode
        value={address}
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

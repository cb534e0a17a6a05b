import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel.js'

/**
 * ConnectingWalletConnectBasic: the view a kit without wallet adapters opens on desktop (SPEC
 * section 2): the generic WalletConnect QR code, 'Copy link', and the same offline, rejected and
 * retry states.
 * @example <ConnectingWalletConnectBasicView data={undefined} />
 */
export function ConnectingWalletConnectBasicView() {
  return <PairingPanel />
}

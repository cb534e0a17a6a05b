import { useAppKitUi } from '../../AppKitUiContext.js'
import { strings } from '../../strings.js'
import { Icon } from '../../ui/Icon.js'

/**
 * Copies the pairing URI, for a wallet on the same device or the sandbox's pair page, and says so
 * in the snackbar (the clipboard can refuse: insecure context, permissions, an embedding frame).
 * @example <CopyLinkButton uri={uri} />
 */
export function CopyLinkButton({ uri }: { uri: string }) {
  const { snackbar } = useAppKitUi()
  async function copy() {
    try {
      await navigator.clipboard.writeText(uri)
      snackbar.show(strings.walletConnect.linkCopied, 'success')
    } catch {
      snackbar.show(strings.walletConnect.copyFailed, 'error')
    }
  }
  return (
    <button type="button" className="ak-button" onClick={() => void copy()}>
      <Icon name="copy" size={18} />
      {strings.walletConnect.copyLink}
    </button>
  )
}

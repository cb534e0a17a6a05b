import { useAppKitUi } from '../../AppKitUiContext.js'
import { strings } from '../../strings.js'
import { Icon } from '../../ui/Icon.js'

/**
 * Copies the full address and says so in the snackbar (the clipboard can refuse: insecure
 * context, permissions, an embedding frame).
 * @example <CopyAddressButton address={address} />
 */
export function CopyAddressButton({ address }: { address: string }) {
  const { snackbar } = useAppKitUi()
  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      snackbar.show(strings.account.copied, 'success')
    } catch {
      snackbar.show(strings.account.copyFailed, 'error')
    }
  }
  return (
    <button
      type="button"
      className="ak-icon-button"
      aria-label={strings.account.copy}
      onClick={() => void copy()}
    >
      <Icon name="copy" size={18} />
    </button>
  )
}

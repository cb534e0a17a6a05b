import { Icon, strings } from '../../internal.js'
import { useCopyText } from '../../ui/useCopyText.js'

/**
 * Copies the full address and says so in the snackbar (the clipboard can refuse: insecure
 * context, permissions, an embedding frame).
 * @example <CopyAddressButton address={address} />
 */
export function CopyAddressButton({ address }: { address: string }) {
  const copyText = useCopyText({
    copied: strings.account.copied,
    failed: strings.account.copyFailed,
  })
  return (
    <button
      type="button"
      className="ak-icon-button"
      aria-label={strings.account.copy}
      onClick={() => void copyText(address)}
    >
      <Icon name="copy" size={18} />
    </button>
  )
}

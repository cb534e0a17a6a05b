import { Icon, strings } from '../../internal.js'
import { useCopyText } from '../../ui/useCopyText.js'

/**
 * Copies the pairing URI, for a wallet on the same device or the sandbox's pair page, and says so
 * in the snackbar (the clipboard can refuse: insecure context, permissions, an embedding frame).
 * @example <CopyLinkButton uri={uri} />
 */
export function CopyLinkButton({ uri }: { uri: string }) {
  const copyText = useCopyText({
    copied: strings.walletConnect.linkCopied,
    failed: strings.walletConnect.copyFailed,
  })
  return (
    <button type="button" className="ak-button" onClick={() => void copyText(uri)}>
      <Icon name="copy" size={18} />
      {strings.walletConnect.copyLink}
    </button>
  )
}

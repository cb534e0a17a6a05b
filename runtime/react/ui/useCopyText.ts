import { useAppKitUi } from '../internal.js'

/**
 * Copies text to the clipboard and says how it went in the snackbar: the clipboard can refuse
 * (insecure context, permissions, an embedding frame), so failure is a message, not an error.
 * @example const copy = useCopyText({ copied: 'Address copied', failed: 'Could not copy' })
 */
export function useCopyText(messages: { copied: string; failed: string }) {
  const { snackbar } = useAppKitUi()
  return async function copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text)
      snackbar.show(messages.copied, 'success')
    } catch {
      snackbar.show(messages.failed, 'error')
    }
  }
}

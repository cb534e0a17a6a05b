import { useMemo } from 'react'
import type { ToastInput } from '../../core/kernel.js'
import { useAppKitUi } from '../AppKitUiContext.js'

export interface UseAppKitToastReturn {
  /** Shows a toast (or updates the one with `input.id`); returns its id. */
  toast(input: ToastInput): string
  /** Dismisses one toast, or every toast. */
  dismiss(id?: string): void
}

/**
 * Shows toasts in the kit's toast area (bottom-right, 3 at a time, 4 s each, Alt+T to reach
 * them). Does not re-render when toasts change.
 * @example
 * const { toast } = useAppKitToast()
 * const id = toast({ type: 'loading', title: 'Sending...' })
 * toast({ id, type: 'success', title: 'Sent', description: '0.1 ETH to vitalik.eth' })
 */
export function useAppKitToast(): UseAppKitToastReturn {
  const { toasts } = useAppKitUi()
  return useMemo(
    () => ({ toast: (input) => toasts.show(input), dismiss: (id) => toasts.dismiss(id) }),
    [toasts],
  )
}

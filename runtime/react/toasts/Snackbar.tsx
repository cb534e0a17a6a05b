import type { SnackbarState } from '../../core/kernel.js'
import { useAppKitUi } from '../internal.js'
import { Icon } from '../ui/Icon.js'
import { useStoreState } from '../useStoreState.js'

const select = (state: SnackbarState) => state

/**
 * The snackbar at the bottom of the modal: one short message (loading, success or error). An
 * error is announced assertively, the others politely.
 * @example <Snackbar />
 */
export function Snackbar() {
  const { snackbar } = useAppKitUi()
  const { open, message, variant } = useStoreState(snackbar, select)
  if (!open) return null
  return (
    <div
      className="ak-snackbar"
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      {variant === 'loading' ? (
        <span className="ak-spinner" aria-hidden="true" />
      ) : (
        <span className="ak-snackbar-icon">
          <Icon name={variant === 'error' ? 'error' : 'success'} size={16} />
        </span>
      )}
      {message}
    </div>
  )
}

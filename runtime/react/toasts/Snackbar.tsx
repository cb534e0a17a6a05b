import { useRef } from 'react'
import type { SnackbarState } from '../../core/kernel.js'
import { Icon, useAdoptedSheet, useAppKitUi, useStoreState } from '../internal.js'
import { snackbarCss } from './snackbarCss.js'

const select = (state: SnackbarState) => state

/**
 * The snackbar at the bottom of the modal: one short message (loading, success or error). An
 * error is announced assertively, the others politely. Its styles come with it (snackbarCss).
 * @example <Snackbar />
 */
export function Snackbar() {
  const { snackbar } = useAppKitUi()
  const { open, message, variant } = useStoreState(snackbar, select)
  return open ? <SnackbarMessage message={message} variant={variant} /> : null
}

/** One message; mounted while it shows, so its styles are adopted for exactly that long. */
function SnackbarMessage({ message, variant }: Pick<SnackbarState, 'message' | 'variant'>) {
  const ref = useRef<HTMLDivElement>(null)
  useAdoptedSheet(ref, snackbarCss)
  return (
    <div
      ref={ref}
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

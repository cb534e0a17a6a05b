import type { RefObject } from 'react'
import type { Toast, ToastPosition, ToastStore } from '../../core/kernel.js'
import { useAdoptedSheet } from '../internal.js'
import { ToastItem } from './ToastItem.js'
import { toastCss } from './toastCss.js'

export interface ToastListProps {
  /** The visible toasts, grouped by their corner of the page. */
  groups: readonly (readonly [ToastPosition, readonly Toast[]])[]
  expanded: boolean
  store: ToastStore
  /** The toast area's region, in the modal's shadow root: where the toasts' styles are adopted. */
  regionRef: RefObject<HTMLElement | null>
}

/**
 * The toasts themselves, a list per corner, with their styles: a chunk of its own that the toast
 * area fetches when the first toast arrives.
 * @example <ToastList groups={groups} expanded={false} store={toasts} regionRef={sectionRef} />
 */
export function ToastList({ groups, expanded, store, regionRef }: ToastListProps) {
  useAdoptedSheet(regionRef, toastCss)
  return groups.map(([position, items]) => (
    <ol
      key={position}
      className="ak-toaster"
      data-position={position}
      data-expanded={expanded ? '' : undefined}
      onPointerEnter={() => store.pause('hover')}
      onPointerLeave={() => store.resume('hover')}
    >
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} />
      ))}
    </ol>
  ))
}

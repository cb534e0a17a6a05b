/** The kinds of toast (SPEC section 3); each has its own icon and live-region politeness. */
export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading' | 'default'

/** Corner or edge of the viewport a toast sits at; the toast area defaults to bottom-right. */
export type ToastPosition =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right'

/** A button inside a toast: `action` does something, `cancel` just closes it. */
export interface ToastButton {
  label: string
  onClick(): void
}

/** A toast as the store keeps it (SPEC section 3 fields, every default applied). */
export interface Toast {
  id: string
  type: ToastType
  title: string
  description: string | undefined
  /** Milliseconds on screen while not paused; `Infinity` keeps it until dismissed. */
  duration: number
  /** Whether the user may close or swipe it away. */
  dismissible: boolean
  position: ToastPosition
  action: ToastButton | undefined
  cancel: ToastButton | undefined
  /** Set on dismissal; the toast leaves the list `toastDefaults.removeDelayMs` later (exit animation). */
  dismissed: boolean
}

/** What `show()` takes: a title, everything else optional. An existing `id` updates that toast. */
export interface ToastInput {
  title: string
  id?: string
  type?: ToastType
  description?: string
  duration?: number
  dismissible?: boolean
  position?: ToastPosition
  action?: ToastButton
  cancel?: ToastButton
}

/** The toast constants of SPEC section 9. */
export const toastDefaults = {
  durationMs: 4000,
  visibleToasts: 3,
  widthPx: 356,
  gapPx: 14,
  swipeThresholdPx: 20,
  /** Pixels per millisecond; a faster flick dismisses even when short. */
  swipeVelocity: 0.11,
  removeDelayMs: 200,
  position: 'bottom-right',
} as const satisfies Record<string, number | string>

/**
 * Whether a swipe gesture dismisses a toast: at least 20 px, or faster than 0.11 px/ms.
 * @example isSwipeDismiss(25, 400) // true: far enough
 * @example isSwipeDismiss(8, 40) // true: 0.2 px/ms is a flick
 * @example isSwipeDismiss(8, 400) // false
 */
export function isSwipeDismiss(distancePx: number, elapsedMs: number): boolean {
  const distance = Math.abs(distancePx)
  if (distance >= toastDefaults.swipeThresholdPx) return true
  // A tap has no distance; without this a zero-length, zero-time press would divide 0 by 0.
  if (distance === 0) return false
  return distance / Math.max(elapsedMs, 1) > toastDefaults.swipeVelocity
}

/**
 * Whether a key event is the Alt+T hotkey that toggles the toast area. Checks the physical key,
 * because Alt+T types a different character on macOS layouts ('†').
 * @example window.addEventListener('keydown', (e) => isToastHotkey(e) && toasts.toggleExpanded())
 */
export function isToastHotkey(event: Pick<KeyboardEvent, 'altKey' | 'code'>): boolean {
  return event.altKey && event.code === 'KeyT'
}

/**
 * The toasts on screen, per position, newest first: the 3 newest live ones of each position, plus
 * dismissed ones still playing their exit animation. The rest wait their turn (their clocks too).
 * @example for (const [position, toasts] of visibleToastsByPosition(state.toasts)) render(...)
 */
export function visibleToastsByPosition(
  toasts: readonly Toast[],
): Map<ToastPosition, readonly Toast[]> {
  const groups = new Map<ToastPosition, Toast[]>()
  const live = new Map<ToastPosition, number>()
  for (const toast of toasts) {
    const shown = live.get(toast.position) ?? 0
    if (!toast.dismissed && shown >= toastDefaults.visibleToasts) continue
    if (!toast.dismissed) live.set(toast.position, shown + 1)
    const group = groups.get(toast.position) ?? []
    group.push(toast)
    groups.set(toast.position, group)
  }
  return groups
}

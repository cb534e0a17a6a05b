import { createStore, type Store } from '../store/createStore.js'
import { createToastTimers } from './createToastTimers.js'
import {
  isSwipeDismiss,
  isToastHotkey,
  type Toast,
  type ToastInput,
  toastDefaults,
} from './Toast.js'

/** Why timers stand still; any one of them pauses every toast (SPEC section 4). */
export type ToastPauseReason = 'hover' | 'focus' | 'interact' | 'hidden' | 'expanded'

export interface ToastState {
  /** Newest first. Dismissed toasts stay for their exit animation, flagged `dismissed`. */
  toasts: readonly Toast[]
  /** The area was toggled open with Alt+T: focused, timers paused. */
  expanded: boolean
  paused: boolean
}

export interface ToastStore extends Store<ToastState> {
  /** Shows a toast (or updates the one with `input.id`); returns its id. */
  show(input: ToastInput): string
  /** Dismisses one toast, or all of them; each leaves the list 200 ms later. */
  dismiss(id?: string): void
  pause(reason: ToastPauseReason): void
  resume(reason: ToastPauseReason): void
  /** Ends a swipe gesture; dismisses and returns true past 20 px or 0.11 px/ms. */
  swipe(id: string, gesture: { distancePx: number; elapsedMs: number }): boolean
  setExpanded(expanded: boolean): void
  /** Clears every timer (owner teardown). */
  dispose(): void
}

/** Where the store listens for page visibility and the hotkey; a test passes its own. */
export interface ToastEnvironment {
  document?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'> | undefined
}

/**
 * Creates the toast store (SPEC sections 3, 4, 9): 4000 ms by default, the 3 newest of each
 * position visible, timers paused while hovered, interacting, or the page is hidden, Alt+T toggles
 * the area. Window listeners are attached only while someone subscribes.
 * @example
 * const toasts = createToastStore()
 * const id = toasts.show({ type: 'loading', title: 'Sending...' })
 * toasts.show({ id, type: 'success', title: 'Sent' }) // same toast, now auto-dismissed after 4 s
 */
export function createToastStore(environment: ToastEnvironment = {}): ToastStore {
  const doc = 'document' in environment ? environment.document : globalThis.document
  const reasons = new Set<ToastPauseReason>()
  let nextId = 0

  const store = createStore<ToastState>(
    { toasts: [], expanded: false, paused: false },
    {
      onActive() {
        if (!doc) return () => {}
        const onVisibility = () => (doc.hidden ? pause('hidden') : resume('hidden'))
        const onKeyDown = (event: Event) => {
          if (!isToastHotkey(event as KeyboardEvent)) return
          event.preventDefault()
          setExpanded(!store.getState().expanded)
        }
        onVisibility()
        doc.addEventListener('visibilitychange', onVisibility)
        doc.addEventListener('keydown', onKeyDown)
        return () => {
          doc.removeEventListener('visibilitychange', onVisibility)
          doc.removeEventListener('keydown', onKeyDown)
        }
      },
    },
  )
  const timers = createToastTimers({ onExpire: (id) => dismiss(id) })
  const removals = new Map<string, ReturnType<typeof setTimeout>>()

  function sync(): void {
    timers.sync(store.getState().toasts, reasons.size > 0)
  }

  function setReasons(): void {
    store.setState({ paused: reasons.size > 0 })
    sync()
  }

  function pause(reason: ToastPauseReason): void {
    reasons.add(reason)
    setReasons()
  }

  function resume(reason: ToastPauseReason): void {
    reasons.delete(reason)
    setReasons()
  }

  function setExpanded(expanded: boolean): void {
    store.setState({ expanded })
    if (expanded) pause('expanded')
    else resume('expanded')
  }

  function dismiss(id?: string): void {
    const targets = store.getState().toasts.filter((t) => !t.dismissed && (!id || t.id === id))
    if (targets.length === 0) return
    const ids = new Set(targets.map((t) => t.id))
    store.setState(({ toasts }) => ({
      toasts: toasts.map((t) => (ids.has(t.id) ? { ...t, dismissed: true } : t)),
    }))
    for (const target of ids) {
      timers.forget(target)
      // The UI plays its exit animation in the meantime.
      removals.set(
        target,
        setTimeout(() => {
          removals.delete(target)
          store.setState(({ toasts }) => ({ toasts: toasts.filter((t) => t.id !== target) }))
        }, toastDefaults.removeDelayMs),
      )
    }
    sync()
  }

  function show(input: ToastInput): string {
    const id = input.id ?? `toast-${++nextId}`
    const existing = store.getState().toasts.find((t) => t.id === id && !t.dismissed)
    const type = input.type ?? existing?.type ?? 'default'
    const toast: Toast = {
      id,
      type,
      title: input.title,
      description: input.description ?? (input.type ? undefined : existing?.description),
      // Loading toasts wait for their outcome; the update that settles them starts the clock.
      duration:
        input.duration ??
        (type === 'loading' ? Number.POSITIVE_INFINITY : toastDefaults.durationMs),
      dismissible: input.dismissible ?? type !== 'loading',
      position: input.position ?? existing?.position ?? toastDefaults.position,
      action: input.action,
      cancel: input.cancel,
      dismissed: false,
    }
    // An update restarts the clock: the message changed, so it deserves its full duration.
    timers.forget(id)
    // Reusing the id of a toast on its way out: keep the new one from being removed with it.
    clearTimeout(removals.get(id))
    removals.delete(id)
    store.setState(({ toasts }) => ({
      toasts: existing
        ? toasts.map((t) => (t.id === id ? toast : t))
        : [toast, ...toasts.filter((t) => t.id !== id)],
    }))
    sync()
    return id
  }

  return {
    ...store,
    show,
    dismiss,
    pause,
    resume,
    setExpanded,
    swipe(id, { distancePx, elapsedMs }) {
      const toast = store.getState().toasts.find((t) => t.id === id)
      if (!toast?.dismissible || toast.dismissed || !isSwipeDismiss(distancePx, elapsedMs)) {
        return false
      }
      dismiss(id)
      return true
    },
    dispose() {
      timers.clear()
      for (const handle of removals.values()) clearTimeout(handle)
      removals.clear()
    },
  }
}

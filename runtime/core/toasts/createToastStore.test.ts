import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, type ToastEnvironment } from './createToastStore.js'
import { isSwipeDismiss, isToastHotkey, toastDefaults, visibleToastsByPosition } from './Toast.js'

/** A stand-in document: visibility and key events the test fires by hand. */
function fakeDocument() {
  const target = new EventTarget()
  const doc = Object.assign(target, { hidden: false })
  return {
    doc: doc as unknown as NonNullable<ToastEnvironment['document']>,
    setHidden(hidden: boolean) {
      doc.hidden = hidden
      target.dispatchEvent(new Event('visibilitychange'))
    },
    press(init: { altKey: boolean; code: string }) {
      target.dispatchEvent(Object.assign(new Event('keydown', { cancelable: true }), init))
    },
  }
}

const titles = (store: ReturnType<typeof createToastStore>) =>
  store
    .getState()
    .toasts.filter((t) => !t.dismissed)
    .map((t) => t.title)

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps a toast for 4000 ms, then removes it 200 ms after dismissal', () => {
    const store = createToastStore({ document: undefined })
    store.show({ title: 'Saved', type: 'success' })
    vi.advanceTimersByTime(3999)
    expect(store.getState().toasts[0]?.dismissed).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.getState().toasts[0]?.dismissed).toBe(true)
    vi.advanceTimersByTime(199)
    expect(store.getState().toasts).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getState().toasts).toHaveLength(0)
  })

  it('applies the SPEC defaults to a bare toast', () => {
    const store = createToastStore({ document: undefined })
    store.show({ title: 'Hello' })
    expect(store.getState().toasts[0]).toMatchObject({
      type: 'default',
      duration: 4000,
      dismissible: true,
      position: 'bottom-right',
      dismissed: false,
    })
  })

  it('pauses while hovered and resumes with the time that was left', () => {
    const store = createToastStore({ document: undefined })
    store.show({ title: 'A' })
    vi.advanceTimersByTime(3000)
    store.pause('hover')
    vi.advanceTimersByTime(60_000)
    expect(titles(store)).toEqual(['A'])
    store.resume('hover')
    vi.advanceTimersByTime(999)
    expect(titles(store)).toEqual(['A'])
    vi.advanceTimersByTime(1)
    expect(titles(store)).toEqual([])
  })

  it('stays paused until every reason is gone (hover and interaction)', () => {
    const store = createToastStore({ document: undefined })
    store.show({ title: 'A' })
    store.pause('hover')
    store.pause('interact')
    store.resume('hover')
    expect(store.getState().paused).toBe(true)
    vi.advanceTimersByTime(10_000)
    expect(titles(store)).toEqual(['A'])
    store.resume('interact')
    vi.advanceTimersByTime(4000)
    expect(titles(store)).toEqual([])
  })

  it('pauses while the page is hidden, listening only while subscribed', () => {
    const page = fakeDocument()
    const store = createToastStore({ document: page.doc })
    const off = store.subscribe(() => {})
    store.show({ title: 'A' })
    page.setHidden(true)
    vi.advanceTimersByTime(10_000)
    expect(titles(store)).toEqual(['A'])
    page.setHidden(false)
    vi.advanceTimersByTime(4000)
    expect(titles(store)).toEqual([])
    off()
    store.show({ title: 'B' })
    page.setHidden(true)
    expect(store.getState().paused).toBe(false)
  })

  it('shows the 3 newest toasts; a queued one keeps its full duration until it is shown', () => {
    const store = createToastStore({ document: undefined })
    for (const title of ['1', '2', '3', '4']) store.show({ title })
    const visible = visibleToastsByPosition(store.getState().toasts).get('bottom-right')
    expect(visible?.map((t) => t.title)).toEqual(['4', '3', '2'])
    vi.advanceTimersByTime(4000)
    expect(titles(store)).toEqual(['1'])
    vi.advanceTimersByTime(3999)
    expect(titles(store)).toEqual(['1'])
    vi.advanceTimersByTime(1)
    expect(titles(store)).toEqual([])
  })

  it('keeps loading toasts until they settle, then starts the clock', () => {
    const store = createToastStore({ document: undefined })
    const id = store.show({ type: 'loading', title: 'Sending...' })
    expect(store.getState().toasts[0]?.dismissible).toBe(false)
    vi.advanceTimersByTime(60_000)
    expect(titles(store)).toEqual(['Sending...'])
    store.show({ id, type: 'success', title: 'Sent' })
    expect(store.getState().toasts).toHaveLength(1)
    vi.advanceTimersByTime(toastDefaults.durationMs)
    expect(titles(store)).toEqual([])
  })

  it('dismisses on a swipe of 20 px or a flick faster than 0.11 px/ms, not otherwise', () => {
    const store = createToastStore({ document: undefined })
    const id = store.show({ title: 'A' })
    expect(store.swipe(id, { distancePx: 19, elapsedMs: 500 })).toBe(false)
    expect(store.swipe(id, { distancePx: 20, elapsedMs: 500 })).toBe(true)
    expect(store.getState().toasts[0]?.dismissed).toBe(true)
    expect(isSwipeDismiss(-20, 1000)).toBe(true)
    expect(isSwipeDismiss(11, 100)).toBe(false)
    expect(isSwipeDismiss(12, 100)).toBe(true)
    expect(isSwipeDismiss(0, 0)).toBe(false)
  })

  it('does not swipe away a toast that is not dismissible', () => {
    const store = createToastStore({ document: undefined })
    const id = store.show({ title: 'A', dismissible: false })
    expect(store.swipe(id, { distancePx: 100, elapsedMs: 10 })).toBe(false)
  })

  it('dismisses every toast at once', () => {
    const store = createToastStore({ document: undefined })
    store.show({ title: 'A' })
    store.show({ title: 'B' })
    store.dismiss()
    vi.advanceTimersByTime(toastDefaults.removeDelayMs)
    expect(store.getState().toasts).toEqual([])
  })

  it('keeps a toast re-shown under the id of one that is leaving', () => {
    const store = createToastStore({ document: undefined })
    store.show({ id: 'x', title: 'Old' })
    store.dismiss('x')
    store.show({ id: 'x', title: 'New' })
    vi.advanceTimersByTime(toastDefaults.removeDelayMs)
    expect(titles(store)).toEqual(['New'])
  })

  it('toggles the area with Alt+T and pauses while it is expanded', () => {
    const page = fakeDocument()
    const store = createToastStore({ document: page.doc })
    store.subscribe(() => {})
    store.show({ title: 'A' })
    page.press({ altKey: false, code: 'KeyT' })
    expect(store.getState().expanded).toBe(false)
    page.press({ altKey: true, code: 'KeyT' })
    expect(store.getState()).toMatchObject({ expanded: true, paused: true })
    vi.advanceTimersByTime(10_000)
    expect(titles(store)).toEqual(['A'])
    page.press({ altKey: true, code: 'KeyT' })
    expect(store.getState()).toMatchObject({ expanded: false, paused: false })
    expect(isToastHotkey({ altKey: true, code: 'KeyY' })).toBe(false)
  })

  it('clears its timers on dispose', () => {
    const store = createToastStore({ document: undefined })
    store.show({ title: 'A' })
    store.dispose()
    vi.advanceTimersByTime(10_000)
    expect(titles(store)).toEqual(['A'])
  })
})

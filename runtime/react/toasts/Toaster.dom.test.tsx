import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderModal } from '../fixtures/renderModal.js'
import { useAppKitToast } from '../hooks/useAppKitToast.js'

function SaveButton() {
  const { toast } = useAppKitToast()
  return (
    <button type="button" onClick={() => toast({ type: 'success', title: 'Saved' })}>
      Save
    </button>
  )
}

function setup() {
  const view = renderModal({ children: <SaveButton /> })
  const toasts = () => view.modal().queryAllByRole('listitem')
  const show = (title: string) => act(() => void view.ui.toasts.show({ title }))
  return { ...view, toasts, show }
}

const pointer = (x: number) => ({ clientX: x, pointerId: 1, button: 0 })

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a toast from useAppKitToast in the labelled toast area', () => {
    const view = setup()
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    const region = view.modal().getByRole('region', { name: 'Notifications alt+T' })
    expect(region.textContent).toContain('Saved')
  })

  it('dismisses after 4000 ms and removes the toast 200 ms later', () => {
    const view = setup()
    view.show('Hello')
    act(() => vi.advanceTimersByTime(3999))
    expect(view.toasts()[0]?.hasAttribute('data-dismissed')).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(view.toasts()[0]?.hasAttribute('data-dismissed')).toBe(true)
    act(() => vi.advanceTimersByTime(199))
    expect(view.toasts()).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(view.toasts()).toHaveLength(0)
  })

  it('pauses while hovered', () => {
    const view = setup()
    view.show('Hello')
    const area = view.modal().getByRole('list')
    act(() => vi.advanceTimersByTime(3000))
    fireEvent.pointerEnter(area)
    act(() => vi.advanceTimersByTime(10_000))
    expect(view.toasts()[0]?.hasAttribute('data-dismissed')).toBe(false)
    fireEvent.pointerLeave(area)
    act(() => vi.advanceTimersByTime(1000))
    expect(view.toasts()[0]?.hasAttribute('data-dismissed')).toBe(true)
  })

  it('pauses while the page is hidden', () => {
    const view = setup()
    view.show('Hello')
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    act(() => vi.advanceTimersByTime(10_000))
    expect(view.toasts()[0]?.hasAttribute('data-dismissed')).toBe(false)
    hidden.mockReturnValue(false)
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    act(() => vi.advanceTimersByTime(4000))
    expect(view.toasts()[0]?.hasAttribute('data-dismissed')).toBe(true)
  })

  it('shows at most 3 toasts, the newest first', () => {
    const view = setup()
    for (const title of ['One', 'Two', 'Three', 'Four']) view.show(title)
    expect(view.toasts().map((toast) => toast.textContent)).toEqual(['Four', 'Three', 'Two'])
  })

  it('dismisses on a swipe of 20 px, and removes the toast 200 ms later', () => {
    const view = setup()
    view.show('Hello')
    const toast = view.toasts()[0] as HTMLElement
    fireEvent.pointerDown(toast, pointer(100))
    act(() => vi.advanceTimersByTime(500))
    fireEvent.pointerMove(toast, pointer(120))
    act(() => void fireEvent.pointerUp(toast, pointer(120)))
    expect(toast.hasAttribute('data-dismissed')).toBe(true)
    act(() => vi.advanceTimersByTime(200))
    expect(view.toasts()).toHaveLength(0)
  })

  it('keeps the toast after a slow, short drag (under 20 px and 0.11 px/ms)', () => {
    const view = setup()
    view.show('Hello')
    const toast = view.toasts()[0] as HTMLElement
    fireEvent.pointerDown(toast, pointer(100))
    act(() => vi.advanceTimersByTime(500))
    act(() => void fireEvent.pointerUp(toast, pointer(119)))
    expect(toast.hasAttribute('data-dismissed')).toBe(false)
  })

  it('dismisses on a short fast flick (over 0.11 px/ms)', () => {
    const view = setup()
    view.show('Hello')
    const toast = view.toasts()[0] as HTMLElement
    fireEvent.pointerDown(toast, pointer(100))
    act(() => vi.advanceTimersByTime(50))
    act(() => void fireEvent.pointerUp(toast, pointer(110)))
    expect(toast.hasAttribute('data-dismissed')).toBe(true)
  })

  it('closes with its close button and runs its action', () => {
    const view = setup()
    const onClick = vi.fn()
    act(() => void view.ui.toasts.show({ title: 'Sent', action: { label: 'View', onClick } }))
    act(() => fireEvent.click(view.modal().getByRole('button', { name: 'View' })))
    expect(onClick).toHaveBeenCalledOnce()
    expect(view.toasts()[0]?.hasAttribute('data-dismissed')).toBe(true)
    view.show('Other')
    const other = view.toasts()[0] as HTMLElement
    const close = other.querySelector<HTMLElement>('button[aria-label="Close notification"]')
    act(() => void (close && fireEvent.click(close)))
    expect(other.hasAttribute('data-dismissed')).toBe(true)
  })

  it('moves focus into the toasts with Alt+T, and back out with Alt+T again', async () => {
    const view = setup()
    view.show('Hello')
    const save = screen.getByRole('button', { name: 'Save' })
    save.focus()
    act(() => void fireEvent.keyDown(document, { altKey: true, code: 'KeyT' }))
    expect(view.shadowRoot().activeElement).toBe(view.toasts()[0])
    act(() => vi.advanceTimersByTime(10_000))
    expect(view.toasts()[0]?.hasAttribute('data-dismissed')).toBe(false)
    await act(async () => void fireEvent.keyDown(document, { altKey: true, code: 'KeyT' }))
    expect(document.activeElement).toBe(save)
  })

  it('leaves the expanded toast area with Escape', () => {
    const view = setup()
    view.show('Hello')
    act(() => void fireEvent.keyDown(document, { altKey: true, code: 'KeyT' }))
    act(() => void fireEvent.keyDown(view.toasts()[0] as HTMLElement, { key: 'Escape' }))
    expect(view.ui.toasts.getState().expanded).toBe(false)
  })
})

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 150 ms before replacing a visible message', async () => {
    const view = renderModal()
    await view.open()
    act(() => view.ui.snackbar.show('Switching...', 'loading'))
    expect(view.modal().getByRole('status', { name: '' }).textContent).toBe('Switching...')
    act(() => view.ui.snackbar.show('Token Balance Unavailable', 'error'))
    expect(view.modal().queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(149))
    expect(view.modal().queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(view.modal().getByRole('alert').textContent).toBe('Token Balance Unavailable')
  })
})

import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useAppKitToast } from './useAppKitToast.js'

describe('useAppKitToast', () => {
  it("shows a toast in the provider's toast area and dismisses it by id", () => {
    const { result, ui } = renderKitHook(() => useAppKitToast())
    let id = ''
    act(() => {
      id = result.current.toast({ type: 'loading', title: 'Sending...' })
    })
    expect(ui.toasts.getState().toasts).toMatchObject([
      { id, type: 'loading', title: 'Sending...', dismissed: false },
    ])
    act(() => {
      result.current.toast({ id, type: 'success', title: 'Sent' })
    })
    expect(ui.toasts.getState().toasts).toMatchObject([{ id, type: 'success', title: 'Sent' }])
    act(() => result.current.dismiss(id))
    expect(ui.toasts.getState().toasts.every((toast) => toast.dismissed)).toBe(true)
  })

  it('dismisses every toast without an id', () => {
    const { result, ui } = renderKitHook(() => useAppKitToast())
    act(() => {
      result.current.toast({ type: 'info', title: 'One' })
      result.current.toast({ type: 'info', title: 'Two' })
    })
    act(() => result.current.dismiss())
    const toasts = ui.toasts.getState().toasts
    expect(toasts).toHaveLength(2)
    expect(toasts.every((toast) => toast.dismissed)).toBe(true)
  })

  it('does not render again when the toasts change', () => {
    const { result, renders } = renderKitHook(() => useAppKitToast())
    const before = renders()
    const first = result.current
    act(() => {
      result.current.toast({ type: 'info', title: 'Hello' })
    })
    expect(renders()).toBe(before)
    expect(result.current).toBe(first)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createModalStore, shakeDurationMs } from './createModalStore.js'

describe('createModalStore', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts closed, not loading, not shaking', () => {
    expect(createModalStore().getState()).toEqual({ open: false, loading: false, shake: false })
  })

  it('shakes for exactly 500 ms', () => {
    expect(shakeDurationMs).toBe(500)
    const modal = createModalStore()
    modal.shake()
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.getState().shake).toBe(false)
  })

  it('restarts the 500 ms when shaken again', () => {
    const modal = createModalStore()
    modal.shake()
    vi.advanceTimersByTime(400)
    modal.shake()
    vi.advanceTimersByTime(400)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(modal.getState().shake).toBe(false)
  })

  it('cancels the shake timer on dispose', () => {
    const modal = createModalStore()
    modal.shake()
    modal.dispose()
    expect(modal.getState().shake).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSnackbarStore, snackbarReplaceDelayMs } from './createSnackbarStore.js'

describe('createSnackbarStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a message at once when none is visible', () => {
    const snackbar = createSnackbarStore()
    snackbar.show('Address copied', 'success')
    expect(snackbar.getState()).toEqual({
      open: true,
      message: 'Address copied',
      variant: 'success',
    })
  })

  it('waits 150 ms before replacing a visible message', () => {
    const snackbar = createSnackbarStore()
    snackbar.show('Switching...', 'loading')
    snackbar.show('Token Balance Unavailable', 'error')
    expect(snackbar.getState().open).toBe(false)
    vi.advanceTimersByTime(snackbarReplaceDelayMs - 1)
    expect(snackbar.getState()).toMatchObject({ open: false, message: 'Switching...' })
    vi.advanceTimersByTime(1)
    expect(snackbar.getState()).toEqual({
      open: true,
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
  })

  it('lets the newest of several quick replacements win', () => {
    const snackbar = createSnackbarStore()
    snackbar.show('One', 'loading')
    snackbar.show('Two', 'error')
    snackbar.show('Three', 'success')
    vi.advanceTimersByTime(snackbarReplaceDelayMs)
    expect(snackbar.getState()).toMatchObject({ open: true, message: 'Three' })
  })

  it('closes success and error after 3 s and keeps loading until replaced', () => {
    const snackbar = createSnackbarStore()
    snackbar.show('Done', 'success')
    vi.advanceTimersByTime(3000)
    expect(snackbar.getState().open).toBe(false)
    snackbar.show('Loading', 'loading')
    vi.advanceTimersByTime(60_000)
    expect(snackbar.getState().open).toBe(true)
  })

  it('hides at once and forgets a pending replacement', () => {
    const snackbar = createSnackbarStore()
    snackbar.show('One', 'loading')
    snackbar.show('Two', 'error')
    snackbar.hide()
    vi.advanceTimersByTime(1000)
    expect(snackbar.getState().open).toBe(false)
  })
})

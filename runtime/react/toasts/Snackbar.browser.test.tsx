import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../fixtures/renderModal.js'

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Waits until the card's height has not changed for 10 frames (at most 600 frames). */
async function settledHeight(card: HTMLElement): Promise<number> {
  let last = -1
  for (let stable = 0, frame = 0; stable < 10 && frame < 600; frame++) {
    await nextFrame()
    const height = card.getBoundingClientRect().height
    stable = height === last ? stable + 1 : 0
    last = height
  }
  return last
}

describe('the snackbar, in Chromium', () => {
  it('lays out below the view, never over it: the card ends just under the snackbar', async () => {
    const view = renderModal()
    await view.open()
    const card = view.modal().getByRole('dialog')
    await settledHeight(card)
    act(() => view.ui.snackbar.show('Token Balance Unavailable', 'error'))
    const snackbar = view.modal().getByRole('alert')
    await settledHeight(card)
    const box = snackbar.getBoundingClientRect()
    const margin = Number.parseFloat(getComputedStyle(snackbar).marginBottom)
    expect(getComputedStyle(snackbar).position).toBe('static')
    // The card grew to hold it (its height animation followed), rather than being covered.
    const gap = card.getBoundingClientRect().bottom - (box.bottom + margin)
    expect(Math.abs(gap)).toBeLessThanOrEqual(2) // the card's border
    // Every control of the view is above it: nothing it shows over can be missed or mis-clicked.
    const viewBox = card.querySelector('.ak-view')?.getBoundingClientRect()
    expect(viewBox).toBeDefined()
    expect(box.top).toBeGreaterThanOrEqual(viewBox?.bottom ?? Number.POSITIVE_INFINITY)
    const buttons = [...card.querySelectorAll('.ak-view button')]
    expect(buttons.length).toBeGreaterThan(0)
    for (const button of buttons) {
      expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.top)
    }
  })

  it('caps the view at 100dvh less 180 px while the snackbar shows, so a tall view scrolls instead', async () => {
    const view = renderModal()
    await view.open()
    const card = view.modal().getByRole('dialog')
    act(() => view.ui.snackbar.show('Failed to switch network: the wallet is unreachable', 'error'))
    await settledHeight(card)
    // The view gives the snackbar its room: 100dvh less the header and the snackbar.
    const viewElement = card.querySelector<HTMLElement>('.ak-view')
    expect(viewElement).not.toBeNull()
    expect(getComputedStyle(viewElement as HTMLElement).maxHeight).toBe(
      `${window.innerHeight - 180}px`,
    )
  })
})

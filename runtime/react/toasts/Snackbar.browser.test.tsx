import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../fixtures/renderModal.js'

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

describe('the snackbar, in Chromium', () => {
  it('floats over the card instead of growing it, and lets clicks through', async () => {
    const view = renderModal()
    await view.open()
    const card = view.modal().getByRole('dialog')
    // Once the card has settled: its entrance is over, the wallet list (or its note) is in.
    let last = -1
    for (let stable = 0, frame = 0; stable < 10 && frame < 600; frame++) {
      await nextFrame()
      const height = card.getBoundingClientRect().height
      stable = height === last ? stable + 1 : 0
      last = height
    }
    const before = card.getBoundingClientRect()
    act(() => view.ui.snackbar.show('Token Balance Unavailable', 'error'))
    const snackbar = view.modal().getByRole('alert')
    // Longer than the card's 150 ms height animation would take to follow a taller content.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(card.getBoundingClientRect().height).toBe(before.height)
    // Inside the card, over its bottom edge.
    const box = snackbar.getBoundingClientRect()
    expect(box.bottom).toBeLessThanOrEqual(before.bottom)
    expect(box.top).toBeGreaterThan(before.top + before.height / 2)
    expect(getComputedStyle(snackbar).position).toBe('absolute')
    expect(getComputedStyle(snackbar).pointerEvents).toBe('none')
  })
})

import { act } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { raiseAlert } from '../../core/kernel.js'
import { watchAlerts } from '../components/watchAlerts.js'
import { renderModal } from '../fixtures/renderModal.js'
import { loadAlertSurface } from './useAlertSurface.js'

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

/** Waits (at most 600 frames) until `find` returns an element. */
async function appears(find: () => HTMLElement | null): Promise<HTMLElement> {
  for (let frame = 0; frame < 600; frame++) {
    const found = find()
    if (found) return found
    await nextFrame()
  }
  throw new Error('it never appeared')
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})
beforeAll(() => loadAlertSurface())

function setup() {
  const view = renderModal()
  stops.push(watchAlerts(view.appKit))
  return view
}

describe('the alert bar, in Chromium', () => {
  it('lays out between the header and the view, growing the card rather than covering it', async () => {
    const view = setup()
    await view.open()
    const card = view.modal().getByRole('dialog')
    const before = await settledHeight(card)
    act(() => void raiseAlert(view.appKit, 'SWITCH_NETWORK_NOT_FOUND'))
    const bar = await appears(() => card.querySelector<HTMLElement>('.ak-alert'))
    const after = await settledHeight(card)
    const box = bar.getBoundingClientRect()
    const header = card.querySelector('.ak-header')?.getBoundingClientRect()
    const viewBox = card.querySelector('.ak-view')?.getBoundingClientRect()
    expect(header && viewBox).toBeTruthy()
    expect(box.top).toBeGreaterThanOrEqual(header?.bottom ?? Number.POSITIVE_INFINITY)
    expect(box.bottom).toBeLessThanOrEqual(viewBox?.top ?? Number.NEGATIVE_INFINITY)
    // The card grew by the bar and its margins.
    const style = getComputedStyle(bar)
    const margins = Number.parseFloat(style.marginTop) + Number.parseFloat(style.marginBottom)
    expect(Math.abs(after - before - (box.height + margins))).toBeLessThanOrEqual(2)
    // The view gives it room on a small screen: it scrolls instead of pushing the card out.
    expect(getComputedStyle(card.querySelector('.ak-view') as HTMLElement).maxHeight).toBe(
      `${window.innerHeight - 220}px`,
    )
  })

  it("colours an error with the theme's error colour", async () => {
    const view = setup()
    await view.open()
    const card = view.modal().getByRole('dialog')
    act(() => void raiseAlert(view.appKit, 'IFRAME_LOAD_FAILED'))
    const bar = await appears(() => card.querySelector<HTMLElement>('.ak-alert'))
    const icon = bar.querySelector('.ak-alert-icon') as HTMLElement
    const probe = document.createElement('span')
    probe.style.color = getComputedStyle(bar).getPropertyValue('--ak-error')
    card.append(probe)
    expect(getComputedStyle(icon).color).toBe(getComputedStyle(probe).color)
    probe.remove()
  })
})

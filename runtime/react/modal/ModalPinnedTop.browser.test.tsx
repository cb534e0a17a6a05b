import { act } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderModal } from '../fixtures/renderModal.js'

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Waits until the card's box has not changed for 10 frames (at most 600 frames); returns it. */
async function settledBox(card: HTMLElement): Promise<DOMRect> {
  let last = card.getBoundingClientRect()
  for (let stable = 0, frame = 0; stable < 10 && frame < 600; frame++) {
    await nextFrame()
    const box = card.getBoundingClientRect()
    const same = box.top === last.top && box.height === last.height
    stable = same ? stable + 1 : 0
    last = box
  }
  return last
}

/** No browser wallet and two custom ones: a short Connect view that opens at its final height. */
const shortConnect = {
  wallets: {
    enableEIP6963: false,
    enableInjected: false,
    enableWalletConnect: false,
    custom: [
      { id: 'one', name: 'Wallet One' },
      { id: 'two', name: 'Wallet Two' },
    ],
  },
}

/** Opens Connect, waits for it to settle, then presses in it as a user would (on the title). */
async function openConnect() {
  const view = renderModal({ config: shortConnect })
  await view.open({ view: 'Connect' })
  const card = view.modal().getByRole('dialog')
  const opened = await settledBox(card)
  await userEvent.click(view.modal().getByRole('heading'))
  return { ...view, card, opened }
}

describe('the dialog keeps its top edge while its height changes, in Chromium', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })

  it('opens centered; once pressed, grows and shrinks at the bottom edge with the top within 1 px', async () => {
    const view = await openConnect()
    const { opened, card } = view
    // Centered when it opens: as much room above as below.
    expect(Math.abs(opened.top - (window.innerHeight - opened.bottom))).toBeLessThanOrEqual(1)

    act(() => view.appKit.router.push({ view: 'Swap' }))
    const grown = await settledBox(card)
    expect(Math.abs(grown.height - opened.height)).toBeGreaterThan(10)
    expect(Math.abs(grown.top - opened.top)).toBeLessThanOrEqual(1)

    act(() => view.appKit.router.goBack())
    const back = await settledBox(card)
    expect(back.height).toBeCloseTo(opened.height, 0)
    expect(Math.abs(back.top - opened.top)).toBeLessThanOrEqual(1)
  })

  it('stays centered while nobody has pressed in it yet (its first view loading)', async () => {
    const view = renderModal({ config: shortConnect })
    await view.open({ view: 'Connect' })
    const card = view.modal().getByRole('dialog')
    await settledBox(card)
    act(() => view.appKit.router.push({ view: 'Swap' }))
    const box = await settledBox(card)
    expect(Math.abs(box.top - (window.innerHeight - box.bottom))).toBeLessThanOrEqual(1)
  })

  it('holds the top while the account hub switches tabs', async () => {
    const view = renderModal()
    await view.connectWallet()
    await view.open()
    const card = view.modal().getByRole('dialog')
    await view.modal().findByRole('tablist', {}, { timeout: 10_000 })
    // The hub fills in after opening (balances, a snackbar when they cannot be read): the top
    // held is where it is when the user first presses a tab.
    await settledBox(card)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const opened = await settledBox(card)
    const heights = [opened.height]
    for (const name of ['NFTs', 'Activity', 'Tokens']) {
      await userEvent.click(view.modal().getByRole('tab', { name }))
      const box = await settledBox(card)
      expect(Math.abs(box.top - opened.top), name).toBeLessThanOrEqual(1)
      heights.push(box.height)
    }
    // The tabs do differ in height: the held top is not a matter of luck.
    expect(Math.max(...heights) - Math.min(...heights)).toBeGreaterThan(10)
  })

  it('never leaves the viewport: taller content scrolls in the view, the top held', async () => {
    await page.viewport(1280, 560)
    const view = renderModal()
    await view.connectWallet()
    await view.open()
    const card = view.modal().getByRole('dialog')
    await view.modal().findByRole('tablist', {}, { timeout: 10_000 })
    await settledBox(card)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const opened = await settledBox(card)
    for (const name of ['NFTs', 'Tokens']) {
      await userEvent.click(view.modal().getByRole('tab', { name }))
      const box = await settledBox(card)
      expect(box.top, name).toBeGreaterThanOrEqual(0)
      expect(box.bottom, name).toBeLessThanOrEqual(window.innerHeight)
      expect(Math.abs(box.top - opened.top), name).toBeLessThanOrEqual(1)
    }
    // After the window gets shorter, the card re-centers within it.
    await page.viewport(1280, 400)
    const resized = await settledBox(card)
    expect(resized.top).toBeGreaterThanOrEqual(0)
    expect(resized.bottom).toBeLessThanOrEqual(window.innerHeight)
  })

  it('stays a bottom sheet on a narrow screen: the bottom edge stays on the screen edge', async () => {
    await page.viewport(390, 800)
    const view = await openConnect()
    expect(view.opened.bottom).toBeCloseTo(window.innerHeight, 0)
    act(() => view.appKit.router.push({ view: 'Swap' }))
    const grown = await settledBox(view.card)
    expect(Math.abs(grown.height - view.opened.height)).toBeGreaterThan(10)
    expect(grown.bottom).toBeCloseTo(window.innerHeight, 0)
  })
})

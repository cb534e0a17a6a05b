import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { testConfig } from '../../core/fixtures/testConfig.js'
import type { AppKit } from '../../core/kernel.js'
import { AppKitConnectButton } from '../components/AppKitButtons.js'
import { createAppKitProvider } from '../components/AppKitProvider.js'
import { CaptureAppKit } from '../fixtures/CaptureAppKit.js'
import { loadModalShell } from './LazyShadowPortal.js'
import { heightAnimationMs } from './useHeightAnimation.js'

function renderApp() {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const AppKitProvider = createAppKitProvider(testConfig(), { storage: null, logger, window: null })
  let appKit: AppKit | undefined
  render(
    <AppKitProvider>
      <AppKitConnectButton />
      <CaptureAppKit onCapture={(instance) => (appKit = instance)} />
    </AppKitProvider>,
  )
  const card = () => {
    const shadow = document.querySelector('[data-appkit="modal-host"]')?.shadowRoot
    const element = shadow?.querySelector<HTMLElement>('[role="dialog"]')
    if (!element) throw new Error('the dialog is not open')
    return element
  }
  return { card, appKit: () => appKit as AppKit }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** The opacity a person sees: the element's, multiplied through its ancestors and shadow hosts. */
function seenOpacity(element: Element): number {
  let opacity = 1
  let node: Node | null = element
  while (node) {
    if (node instanceof Element) opacity *= Number(getComputedStyle(node).opacity)
    node = node instanceof ShadowRoot ? node.host : node.parentNode
  }
  return opacity
}

/** Waits until the card's height has not changed for five frames; returns it. */
async function settledHeight(card: HTMLElement): Promise<number> {
  let last = -1
  let stable = 0
  for (let frame = 0; frame < 300 && stable < 5; frame++) {
    await nextFrame()
    const height = card.getBoundingClientRect().height
    stable = height === last ? stable + 1 : 0
    last = height
  }
  return last
}

function heightAnimations(card: HTMLElement) {
  return card
    .getAnimations()
    .map((animation) => animation.effect)
    .filter((effect): effect is KeyframeEffect => effect instanceof KeyframeEffect)
    .filter((effect) => effect.getKeyframes().some((keyframe) => 'height' in keyframe))
}

describe('the modal opening and changing size, in Chromium', () => {
  // A page that has painted holds the modal's code (LazyShadowPortal): the click
  // renders the dialog in its own frame. Without it, the click fetches the code first.
  beforeAll(async () => {
    await loadModalShell()
  })
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })
  afterEach(cleanup)

  it('is more than half visible in the frame the click renders, backdrop included', () => {
    const app = renderApp()
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
    // The entrance animations are at their first keyframe here (Chromium can hold them there
    // for the first frames): what shows now is what a person sees first.
    const card = app.card()
    expect(seenOpacity(card)).toBeGreaterThan(0.5)
    // The backdrop's fade is on its own element beside the card, not on an ancestor of the dialog.
    expect(getComputedStyle(card.parentElement as HTMLElement).animationName).toBe('none')
    const view = card.querySelector('.ak-view') as HTMLElement
    expect(Number(getComputedStyle(view).opacity)).toBe(1)
  })

  it('animates its height over 150 ms when the content changes size, from the old to the new', async () => {
    const app = renderApp()
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
    const card = app.card()
    const before = await settledHeight(card)
    // Opening is not animated: the card opens at its height.
    expect(heightAnimations(card)).toHaveLength(0)

    act(() => app.appKit().router.push({ view: 'Swap' }))
    await vi.waitFor(() => expect(heightAnimations(card)).toHaveLength(1), { timeout: 2000 })
    const [effect] = heightAnimations(card)
    const frames = (effect as KeyframeEffect).getKeyframes()
    expect(Number.parseFloat(String(frames[0]?.height))).toBeCloseTo(before, 0)
    const after = Number.parseFloat(String(frames.at(-1)?.height))
    expect(Math.abs(after - before)).toBeGreaterThan(10)
    expect((effect as KeyframeEffect).getTiming().duration).toBe(heightAnimationMs)

    // Part way, the card is between the two heights; at the end, at the new one, unanimated.
    await nextFrame()
    await nextFrame()
    const midway = card.getBoundingClientRect().height
    expect(midway).toBeGreaterThanOrEqual(Math.min(before, after) - 0.5)
    expect(midway).toBeLessThanOrEqual(Math.max(before, after) + 0.5)
    await vi.waitFor(() => expect(heightAnimations(card)).toHaveLength(0), { timeout: 2000 })
    expect(card.getBoundingClientRect().height).toBeCloseTo(after, 0)
  })

  it('fades the new view in on a change of view, not on opening', async () => {
    const app = renderApp()
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
    const card = app.card()
    expect(getComputedStyle(card.querySelector('.ak-view') as HTMLElement).animationName).toBe(
      'none',
    )
    act(() => app.appKit().router.push({ view: 'Swap' }))
    await vi.waitFor(
      () =>
        expect(getComputedStyle(card.querySelector('.ak-view') as HTMLElement).animationName).toBe(
          'ak-view-in',
        ),
      { timeout: 5_000 },
    )
  })
})

import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import type { AppKitConfigInput } from '../../../../schema/index.js'
import { renderModal } from '../../fixtures/renderModal.js'

/** Two wallet rows to measure the list's own gap between, and email login that can work. */
function config(order: ('email' | 'wallet')[]): Partial<AppKitConfigInput> {
  return {
    services: { secureSite: 'https://secure.example' },
    features: { connectMethodsOrder: order },
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
}

/** Waits (at most 5 s) for the card's entrance and height animations: no scale in the sizes. */
async function animationsDone(card: HTMLElement): Promise<void> {
  const running = card.getAnimations({ subtree: true }).map((animation) => animation.finished)
  const bound = new Promise((resolve) => setTimeout(resolve, 5_000))
  await Promise.race([Promise.allSettled(running), bound])
}

async function openConnect(order: ('email' | 'wallet')[]) {
  await page.viewport(1280, 800)
  const view = renderModal({ config: config(order) })
  await view.open({ view: 'Connect' })
  const field = await view.modal().findByRole('textbox', { name: 'Email' }, { timeout: 10_000 })
  const list = view.modal().getByRole('list', { name: 'Wallets' })
  await animationsDone(view.modal().getByRole('dialog'))
  const rows = [...list.children].map((row) => row.getBoundingClientRect())
  expect(rows.length).toBeGreaterThanOrEqual(2)
  const [first, second] = rows as [DOMRect, DOMRect]
  return { field: field.getBoundingClientRect(), rows, rowGap: second.top - first.bottom }
}

describe('Connect view: the email field, in Chromium', () => {
  it('sits apart from the wallet row above it by the gap between wallet rows', async () => {
    const { field, rows, rowGap } = await openConnect(['wallet', 'email'])
    const last = rows.at(-1) as DOMRect
    expect(rowGap).toBeGreaterThan(0)
    expect(rowGap).toBeCloseTo(8, 1)
    expect(field.top - last.bottom).toBeCloseTo(rowGap, 1)
  })

  it('sits apart from the wallet row below it by the same gap when it comes first', async () => {
    const { field, rows, rowGap } = await openConnect(['email', 'wallet'])
    const first = rows[0] as DOMRect
    expect(first.top - field.bottom).toBeCloseTo(rowGap, 1)
  })
})

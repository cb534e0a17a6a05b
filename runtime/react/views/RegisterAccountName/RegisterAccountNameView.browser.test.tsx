import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderModal } from '../../fixtures/renderModal.js'
import { answerPersonalSign, stubNameService } from './fixtures/stubNameService.js'

const wait = { timeout: 10_000 }

/** Waits (at most 5 s) for the card's animations, so what is measured is where things settle. */
async function animationsDone(card: HTMLElement): Promise<void> {
  const running = card.getAnimations({ subtree: true }).map((animation) => animation.finished)
  const bound = new Promise((resolve) => setTimeout(resolve, 5_000))
  await Promise.race([Promise.allSettled(running), bound])
}

/** RegisterAccountName for the test wallet, 'carol' typed (taken), its suggestions shown. */
async function openWithSuggestions() {
  await page.viewport(720, 900)
  const view = renderModal()
  await view.connectWallet()
  stubNameService(view.fetchMock, ['carol.reown.id', 'carol1.reown.id'])
  answerPersonalSign(view.provider, 'approve')
  await view.open({ view: 'RegisterAccountName' })
  const field = (await view
    .modal()
    .findByRole('textbox', { name: 'Name' }, wait)) as HTMLInputElement
  await act(async () => fireEvent.change(field, { target: { value: 'carol' } }))
  await view.modal().findByRole('button', { name: 'carol2.reown.id' }, wait)
  await animationsDone(view.modal().getByRole('dialog'))
  return { ...view, field }
}

describe('RegisterAccountName in Chromium', () => {
  it("is offered by a small 'Choose a name' under the hub's address", async () => {
    await page.viewport(720, 900)
    const view = renderModal()
    await view.connectWallet()
    stubNameService(view.fetchMock)
    await view.open()
    const choose = await view.modal().findByRole('button', { name: 'Choose a name' }, wait)
    const copy = view.modal().getByRole('button', { name: 'Copy address' })
    await animationsDone(view.modal().getByRole('dialog'))
    const address = (copy.parentElement as HTMLElement).getBoundingClientRect()
    const button = choose.getBoundingClientRect()
    expect(button.top).toBeGreaterThanOrEqual(address.bottom - 4)
    expect(button.height).toBeLessThan(address.height)
    const middle = (rect: DOMRect) => rect.left + rect.width / 2
    expect(Math.abs(middle(button) - middle(address))).toBeLessThan(2)
    await page.screenshot()
  })

  it('shows the zone inside the field box, after the typed name, on one line', async () => {
    const view = await openWithSuggestions()
    const box = view.field.parentElement as HTMLElement
    const zone = view.modal().getByText('.reown.id')
    const [outer, input, suffix] = [box, view.field, zone].map((element) =>
      element.getBoundingClientRect(),
    ) as [DOMRect, DOMRect, DOMRect]
    expect(suffix.left).toBeGreaterThanOrEqual(input.right - 1)
    expect(suffix.right).toBeLessThanOrEqual(outer.right)
    expect(Math.abs(suffix.top + suffix.height / 2 - (input.top + input.height / 2))).toBeLessThan(
      2,
    )
    expect(input.width).toBeGreaterThan(outer.width / 2)
    await page.screenshot()
  })

  it('shows the registered name with the account on the success view', async () => {
    const view = await openWithSuggestions()
    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'carol2.reown.id' })),
    )
    await view.modal().findByText('carol2.reown.id is available', {}, wait)
    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'Register name' })),
    )
    const heading = await view
      .modal()
      .findByRole('heading', { name: 'carol2.reown.id is yours' }, wait)
    await animationsDone(view.modal().getByRole('dialog'))
    const card = view.modal().getByRole('dialog').getBoundingClientRect()
    const title = heading.getBoundingClientRect()
    expect(title.width).toBeGreaterThan(0)
    expect(title.right).toBeLessThanOrEqual(card.right)
    await page.screenshot()
  })
})

import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type RenderModalOptions, renderModal } from '../../fixtures/renderModal.js'

// Where Buy is offered: first in the account hub (SPEC section 9's order: onramp, swaps, receive,
// send) on eip155 and solana, when features.onramp is on. The purchase itself runs end to end
// through the sandbox's stand-in providers (test/e2e/onramp.test.ts).
const wait = { timeout: 10_000 }

async function openHub(config: RenderModalOptions['config'] = {}) {
  const view = renderModal({ config })
  await view.connectWallet()
  await view.open()
  await view.modal().findByRole('button', { name: 'Copy address' }, wait)
  return view
}

function featureButtons(view: ReturnType<typeof renderModal>): string[] {
  const dialog = view.modal().getByRole('dialog', { name: 'Account' })
  const row = dialog.querySelector('.ak-features') as HTMLElement
  return within(row)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
}

describe('Buy in the modal', () => {
  it('comes first among the wallet features by default', async () => {
    expect(featureButtons(await openHub())[0]).toBe('Buy')
  })

  it('follows the order the app gives', async () => {
    const reordered = await openHub({
      features: { walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] },
    })
    expect(featureButtons(reordered)).toEqual(['Send', 'Receive', 'Swap', 'Buy'])
  })

  it('is not offered when features.onramp is off', async () => {
    const view = await openHub({ features: { onramp: false } })
    expect(featureButtons(view)).not.toContain('Buy')
  })
})

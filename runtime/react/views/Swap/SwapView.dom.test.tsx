import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { featureButtons, openAccountHub as openHub } from '../../fixtures/openAccountHub.js'

// Where Swap is offered: the account hub's button on a swap network (SPEC section 9's order:
// onramp, swaps, receive, send), and 'Network not supported for Swaps' elsewhere. The swap itself
// runs end to end on the sandbox's pools (test/e2e/swap.test.ts).
const wait = { timeout: 10_000 }

describe('Swap in the modal', () => {
  it('is offered in the account hub after Buy and before Receive and Send on a swap-supported network', async () => {
    // The test config's first network is Ethereum (eip155:1), one of SPEC's swap chains.
    const view = await openHub()
    expect(featureButtons(view)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })

  it('is not offered where the app names no swap network, and says so when opened', async () => {
    const view = await openHub({ swapNetworks: [] })
    expect(featureButtons(view)).toEqual(['Buy', 'Receive', 'Send'])
    await view.open({ view: 'Swap' })
    const dialog = await view.modal().findByRole('dialog', { name: 'Swap' }, wait)
    expect(
      await within(dialog).findByText('Network not supported for Swaps', {}, wait),
    ).toBeTruthy()
  })

  it('is not offered when features.swaps is off', async () => {
    const view = await openHub({ features: { swaps: false } })
    expect(featureButtons(view)).toEqual(['Buy', 'Receive', 'Send'])
  })
})

import { describe, expect, it } from 'vitest'
import { featureButtons, openAccountHub as openHub } from '../../fixtures/openAccountHub.js'

// Where Buy is offered: first in the account hub (SPEC section 9's order: onramp, swaps, receive,
// send) on eip155 and solana, when features.onramp is on. The purchase itself runs end to end
// through the sandbox's stand-in providers (test/e2e/onramp.test.ts).
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

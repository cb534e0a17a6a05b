import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace } from '../../../schema/index.js'
import type { Route, RouteRequest } from './ViewName.js'

describe('route types', () => {
  it('requires data exactly for the views that need it', () => {
    const ok: RouteRequest[] = [
      { view: 'Connect' },
      { view: 'Swap' },
      { view: 'Swap', data: { amount: '1' } },
      {
        view: 'SwitchActiveChain',
        data: { namespace: 'solana', navigateTo: 'Connect', replace: true },
      },
    ]
    // @ts-expect-error: SwitchNetwork carries its target network
    const missing: RouteRequest = { view: 'SwitchNetwork' }
    // @ts-expect-error: Connect carries no data
    const extra: RouteRequest = { view: 'Connect', data: { network: 1 } }
    // @ts-expect-error: not a view
    const unknown: RouteRequest = { view: 'Settings' }
    void [ok, missing, extra, unknown]
  })

  it('narrows a route by its view', () => {
    const route = {} as Route
    if (route.view === 'SwitchActiveChain') {
      expectTypeOf(route.data.namespace).toEqualTypeOf<ChainNamespace>()
    }
  })
})

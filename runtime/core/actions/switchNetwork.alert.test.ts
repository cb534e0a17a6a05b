import { describe, expect, it, vi } from 'vitest'
import type { AppKitEvents } from '../events/AppKitEvents.js'
import { setupAppKit } from './fixtures/setupAppKit.js'
import { switchNetwork } from './switchNetwork.js'

// SPEC section 8: SWITCH_NETWORK_NOT_FOUND is thrown and opened as an error alert.
describe('switchNetwork to a network the config does not list', () => {
  it('opens the Network Not Found alert, and still throws', async () => {
    const { appKit, logger } = setupAppKit()
    const alerts: AppKitEvents['alert'][] = []
    appKit.events.on('alert', (alert) => alerts.push(alert))
    await expect(switchNetwork(appKit, { caipNetworkId: 'eip155:999' })).rejects.toMatchObject({
      code: 'SWITCH_NETWORK_NOT_FOUND',
    })
    await vi.waitFor(() => expect(alerts).toHaveLength(1), { timeout: 5_000 })
    expect(alerts[0]).toEqual({
      key: 'SWITCH_NETWORK_NOT_FOUND',
      title: 'Network Not Found',
      message: 'Network must be in the networks list.',
      severity: 'error',
    })
    expect(logger.error).toHaveBeenCalledWith(
      'Network Not Found: Network must be in the networks list.',
    )
    appKit.destroy()
  })

  it('opens none for a network the config lists', async () => {
    const { appKit } = setupAppKit()
    const alerts: unknown[] = []
    appKit.events.on('alert', (alert) => alerts.push(alert))
    await switchNetwork(appKit, { caipNetworkId: 'eip155:8453' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(alerts).toEqual([])
    appKit.destroy()
  })
})

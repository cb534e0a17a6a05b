import { afterEach, describe, expect, it, vi } from 'vitest'
import { builtinNetworks } from '../../../../schema/builtinNetworks.js'
import type { CaipNetwork } from '../../../../schema/index.js'
import { setupAppKit } from '../../actions/fixtures/setupAppKit.js'
import { raiseAlert } from '../../alerts/raiseAlert.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { initErrorAlertKey } from './reportInitError.js'
import { walletConnectUnavailable } from './toWalletConnectError.js'
import { UniversalProviderInitError } from './UniversalProviderInitError.js'
import type { LoadWalletConnectProvider } from './WalletConnectProvider.js'

// SPEC section 8: provider initialisation errors are matched by message to known alert keys and
// reported once each; the kit's log names them UniversalProviderInitError.

const mainnet = builtinNetworks['eip155:1'] as CaipNetwork
const kits: (() => void)[] = []
afterEach(() => {
  for (const destroy of kits.splice(0)) destroy()
})

/** A connector whose SDK always fails to start with `error`, reporting to a real kit. */
function setup(error: unknown) {
  const { appKit, logger } = setupAppKit()
  kits.push(() => appKit.destroy())
  const keys: string[] = []
  appKit.events.on('alert', ({ key }) => keys.push(key))
  const loadProvider: LoadWalletConnectProvider = vi.fn(() => Promise.reject(error))
  const connector = createWalletConnectConnector({
    projectId: '0123456789abcdef0123456789abcdef',
    relayUrl: 'ws://127.0.0.1:4100',
    metadata: { name: 'Dapp' },
    networks: [mainnet],
    logLevel: 'silent',
    loadProvider,
    logger,
    alert: (key, options) => raiseAlert(appKit, key, options),
  })
  return { connector, logger, keys, loadProvider }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('initErrorAlertKey', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED'],
    ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
  ])('maps %s, found in the error it wraps, to %s', (message, key) => {
    const relay = new Error(`WebSocket connection closed abnormally with code: 3000 (${message})`)
    expect(initErrorAlertKey(new UniversalProviderInitError(relay))).toBe(key)
    expect(initErrorAlertKey(walletConnectUnavailable('x', { message }))).toBe(key)
  })

  it('maps nothing else, and survives a cause that wraps itself', () => {
    const looping = new Error('socket hang up') as Error & { cause?: unknown }
    looping.cause = looping
    expect(initErrorAlertKey(new UniversalProviderInitError(looping))).toBeUndefined()
    expect(initErrorAlertKey(undefined)).toBeUndefined()
  })
})

describe('a WalletConnect SDK that fails to start', () => {
  it('logs a UniversalProviderInitError and opens its alert once, however often it fails', async () => {
    const refused = new UniversalProviderInitError(new Error('Unauthorized: invalid key'))
    const { connector, logger, keys, loadProvider } = setup(refused)
    await expect(connector.connect()).rejects.toMatchObject({
      name: 'UniversalProviderInitError',
      code: 'WALLET_CONNECT_UNAVAILABLE',
    })
    await expect(connector.connect()).rejects.toBe(refused)
    expect(loadProvider).toHaveBeenCalledTimes(2)
    expect(logger.error).toHaveBeenCalledWith('WalletConnect could not start', refused)
    await vi.waitFor(() => expect(keys).toEqual(['INVALID_PROJECT_ID']), { timeout: 5_000 })
    await settled()
    expect(keys).toEqual(['INVALID_PROJECT_ID'])
  })

  it('logs, but opens no alert, for a failure no server message names', async () => {
    const { connector, logger, keys } = setup(
      new UniversalProviderInitError(new Error('socket hang up')),
    )
    await expect(connector.connect()).rejects.toBeInstanceOf(UniversalProviderInitError)
    expect(logger.error).toHaveBeenCalledTimes(1)
    await settled()
    expect(keys).toEqual([])
  })

  it('reports nothing when the SDK code itself did not load (offline)', async () => {
    const { connector, logger, keys } = setup(
      new TypeError('Failed to fetch dynamically imported module'),
    )
    await expect(connector.connect()).rejects.toMatchObject({ code: 'WALLET_CONNECT_UNAVAILABLE' })
    expect(logger.error).not.toHaveBeenCalled()
    await settled()
    expect(keys).toEqual([])
  })
})

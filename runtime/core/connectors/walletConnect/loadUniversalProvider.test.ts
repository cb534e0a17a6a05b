import { describe, expect, it, vi } from 'vitest'
import { loadUniversalProvider } from './loadUniversalProvider.js'
import { UniversalProviderInitError } from './UniversalProviderInitError.js'

const init = vi.fn()
vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: { init } }))

describe('loadUniversalProvider', () => {
  it("wraps the SDK's failure to start as a UniversalProviderInitError, the relay's words kept", async () => {
    const relay = new Error('Unauthorized: origin not allowed')
    init.mockRejectedValueOnce(relay)
    const started = loadUniversalProvider({
      projectId: '0123456789abcdef0123456789abcdef',
      relayUrl: 'wss://relay.example',
      metadata: { name: 'Dapp' },
      customStoragePrefix: 'appkit-wc-0',
      logLevel: 'silent',
      onStorageFailure: () => undefined,
      onRequestSent: () => undefined,
    })
    const error = await started.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UniversalProviderInitError)
    expect(error).toMatchObject({ name: 'UniversalProviderInitError', cause: relay })
    expect((error as Error).message).toContain('Unauthorized: origin not allowed')
  })
})

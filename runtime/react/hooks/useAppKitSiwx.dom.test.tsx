import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testAccounts } from '../../core/connectors/fixtures/createTestProvider.js'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { signedInSession } from './fixtures/signedInSession.js'
import { useAppKitSiwx } from './useAppKitSiwx.js'

const siwx = { enabled: true, required: false, signOutOnDisconnect: true }
const session = signedInSession(testAccounts[0], {
  expirationTime: '2026-01-02T00:00:00.000Z',
})

describe('useAppKitSiwx', () => {
  it('is disabled, with no session, without siwx in the config', async () => {
    const { result } = renderKitHook(() => useAppKitSiwx())
    expect(result.current).toMatchObject({ status: 'disabled', session: undefined })
    await expect(result.current.signIn()).rejects.toMatchObject({ code: 'SIWX_NOT_ENABLED' })
    await expect(result.current.signOut()).rejects.toMatchObject({ code: 'SIWX_NOT_ENABLED' })
  })

  it("follows the kit's sign-in state and shows the session from its signed message", () => {
    const { result, appKit } = renderKitHook(() => useAppKitSiwx())
    act(() => appKit.stores.siwx.setState({ status: 'signed-in', session }))
    expect(result.current).toMatchObject({
      status: 'signed-in',
      session: {
        address: testAccounts[0],
        caipNetworkId: 'eip155:1',
        expirationTime: '2026-01-02T00:00:00.000Z',
        data: session.data,
        message: session.message,
        signature: session.signature,
      },
    })
    act(() => appKit.stores.siwx.setState({ status: 'signed-out', session: undefined }))
    expect(result.current).toMatchObject({ status: 'signed-out', session: undefined })
  })

  it('opens the sign-in view for the connected account', async () => {
    const { result, appKit, connectWallet } = renderKitHook(() => useAppKitSiwx(), {
      config: { siwx },
    })
    await connectWallet()
    await act(() => result.current.signIn())
    expect(appKit.getState().modal.open).toBe(true)
    expect(appKit.getState().router.current.view).toBe('SIWXSignMessage')
  })
})

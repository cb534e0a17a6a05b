import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeSecurePage } from './fixtures/createFakeSecurePage.js'
import { FrameRequestTimeoutError } from './frameErrors.js'
import type { FrameRequestName, FrameRequests } from './frameProtocol.js'

// SPEC section 9's time-outs, and the contract's for the social and smart-account requests: each
// request waits exactly its own bound, then fails alone as IFRAME_REQUEST_TIMEOUT.
const src = 'https://secure.example/frame?parent=http%3A%2F%2Flocalhost%3A3000'

afterEach(() => {
  vi.useRealTimers()
})

const payloads: { [Name in FrameRequestName]: FrameRequests[Name]['payload'] } = {
  SWITCH_NETWORK: { chainId: 1 },
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: { otp: '123456' },
  UPDATE_EMAIL: { email: 'ada@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '123456' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '123456' },
  GET_USER: {},
  SIGN_OUT: undefined,
  IS_CONNECTED: {},
  GET_CHAIN_ID: undefined,
  RPC_REQUEST: { method: 'eth_accounts', chainId: 1, chainNamespace: 'eip155' },
  RPC_ABORT: undefined,
  SYNC_THEME: { themeMode: 'dark' },
  SYNC_DAPP_DATA: {
    metadata: { name: 'Dapp', url: 'https://dapp.example', icons: [] },
    sdkVersion: '1',
    sdkType: 'appkit',
    projectId: '',
  },
  GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
  CONNECT_SOCIAL: { uri: 'https://secure.example/social/callback?code=c' },
  GET_FARCASTER_URI: undefined,
  CONNECT_FARCASTER: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined,
  INIT_SMART_ACCOUNT: undefined,
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount' },
  RELOAD: undefined,
}

describe('createFrameClient time-outs', () => {
  it.each([
    ['GET_SOCIAL_REDIRECT_URI', 120_000],
    ['CONNECT_SOCIAL', 120_000],
    ['CONNECT_EMAIL', 120_000],
    ['CONNECT_OTP', 120_000],
    ['GET_FARCASTER_URI', 10_000],
    ['CONNECT_FARCASTER', 300_000],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', 10_000],
    ['INIT_SMART_ACCOUNT', 60_000],
    ['SET_PREFERRED_ACCOUNT', 10_000],
    ['RELOAD', 10_000],
    ['GET_USER', 10_000],
    ['SIGN_OUT', 3_000],
  ] as const)('gives %s %i ms, then fails it alone', async (name, timeoutMs) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { site, openFrame } = createFakeSecurePage()
    const client = openFrame(src)
    site.handle('IS_CONNECTED', { result: { isConnected: true } })
    const asking = client.request(name, payloads[name] as never).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(timeoutMs - 1)
    expect(site.receivedOf(name)).toHaveLength(1)
    let settled = false
    void asking.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    // The others go on: the frame still answers.
    await expect(client.request('IS_CONNECTED', {})).resolves.toEqual({ isConnected: true })
    await vi.advanceTimersByTimeAsync(1)
    const error = await asking
    expect(error).toBeInstanceOf(FrameRequestTimeoutError)
    expect(error).toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT' })
  })

  it('leaves an RPC request without a time-out: it waits for the user', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { site, openFrame } = createFakeSecurePage()
    const client = openFrame(src)
    let settled = false
    const done = () => {
      settled = true
    }
    void client.request('RPC_REQUEST', payloads.RPC_REQUEST).then(done, done)
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(site.receivedOf('RPC_REQUEST')).toHaveLength(1)
    expect(settled).toBe(false)
    client.destroy()
  })
})

import { describe, expect, it } from 'vitest'
import type { AppKitEvents } from '../events/AppKitEvents.js'
import { type TrackedEvent, trackedEvents } from './startAnalytics.js'
import { type AnalyticsPropsContext, toAnalyticsProps } from './toAnalyticsProps.js'

const connected = '0x1111111111111111111111111111111111111111'
const context: AnalyticsPropsContext = {
  pageUrl: 'https://app.example/send?invite=abcdef#code=424242',
  addressOf: (namespace) => (namespace === 'eip155' ? connected : undefined),
}
const at = 1_700_000_000_000
const props = <Name extends TrackedEvent['name']>(name: Name, data: AppKitEvents[Name]) =>
  toAnalyticsProps({ name, data, timestamp: at } as TrackedEvent, context)

const transfer = {
  namespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  token: 'SUSD',
  tokenAddress: 'eip155:31337:0x2222222222222222222222222222222222222222',
  amount: '1.5',
} as const

describe('toAnalyticsProps', () => {
  it("maps every tracked event to SPEC section 7's names, and never SWITCH_NETWORK", () => {
    expect([...trackedEvents]).not.toContain('switchNetwork')
    expect(
      trackedEvents.map((name) => {
        const data = {
          modalOpen: { view: 'Connect', connected: false },
          modalClose: { connected: false },
          searchWallet: { search: 'rain' },
          connectSuccess: {
            namespace: 'eip155',
            connectorId: 'io.metamask',
            walletName: 'MetaMask',
            address: connected,
            caipAddress: `eip155:1:${connected}`,
          },
          sendInitiated: transfer,
          sendSuccess: { ...transfer, hash: '0xabc' },
          fetchTransactionsError: { namespace: 'eip155', caipNetworkId: 'eip155:1' },
          socialLogin: { stage: 'success', provider: 'github' },
          setPreferredAccountType: { accountType: 'smartAccount', caipNetworkId: 'eip155:1' },
          internalError: {
            errorType: 'Error',
            errorMessage: 'x',
            stack: undefined,
            uncaught: false,
          },
        }[name]
        return props(name, data as never).event
      }),
    ).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'SEARCH_WALLET',
      'CONNECT_SUCCESS',
      'SEND_INITIATED',
      'SEND_SUCCESS',
      'ERROR_FETCH_TRANSACTIONS',
      'SOCIAL_LOGIN_SUCCESS',
      'SET_PREFERRED_ACCOUNT_TYPE',
      'INTERNAL_SDK_ERROR',
    ])
  })

  it('sends the modal, search and history events without the address', () => {
    expect(props('modalOpen', { view: 'AllWallets', connected: true })).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      view: 'AllWallets',
      connected: true,
    })
    expect(props('modalClose', { connected: true })).toEqual({
      type: 'track',
      event: 'MODAL_CLOSE',
      connected: true,
    })
    expect(props('searchWallet', { search: 'rainbow' })).toEqual({
      type: 'track',
      event: 'SEARCH_WALLET',
      search: 'rainbow',
    })
    expect(
      props('fetchTransactionsError', { namespace: 'eip155', caipNetworkId: 'eip155:8453' }),
    ).toEqual({
      type: 'track',
      event: 'ERROR_FETCH_TRANSACTIONS',
      namespace: 'eip155',
      caipNetworkId: 'eip155:8453',
    })
  })

  it("sends each social login stage with the provider only, never the frame's words", () => {
    const stages = ['started', 'requestUserData', 'success', 'canceled', 'error'] as const
    expect(
      stages.map((stage) => props('socialLogin', { stage, provider: 'discord', message: 'ada0' })),
    ).toEqual(
      [
        'SOCIAL_LOGIN_STARTED',
        'SOCIAL_LOGIN_REQUEST_USER_DATA',
        'SOCIAL_LOGIN_SUCCESS',
        'SOCIAL_LOGIN_CANCELED',
        'SOCIAL_LOGIN_ERROR',
      ].map((event) => ({ type: 'track', event, provider: 'discord' })),
    )
    expect(
      props('setPreferredAccountType', { accountType: 'eoa', caipNetworkId: 'eip155:31337' }),
    ).toEqual({
      type: 'track',
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      accountType: 'eoa',
      caipNetworkId: 'eip155:31337',
    })
  })

  it("sends the address with a connect (the wallet's) and a send (the sender's) only", () => {
    expect(
      props('connectSuccess', {
        namespace: 'eip155',
        connectorId: 'io.metamask',
        walletName: 'MetaMask',
        address: connected,
        caipAddress: `eip155:1:${connected}`,
      }),
    ).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      namespace: 'eip155',
      connectorId: 'io.metamask',
      walletName: 'MetaMask',
      address: connected,
    })
    expect(props('sendInitiated', transfer)).toEqual({
      type: 'track',
      event: 'SEND_INITIATED',
      ...transfer,
      address: connected,
    })
    expect(props('sendSuccess', { ...transfer, hash: '0xfeed' })).toEqual({
      type: 'track',
      event: 'SEND_SUCCESS',
      ...transfer,
      hash: '0xfeed',
      address: connected,
    })
  })

  it('leaves out fields without a value, and fields a kit event gains later', () => {
    const native = { namespace: 'solana', caipNetworkId: 'solana:x', token: 'SOL', amount: '2' }
    expect(props('sendInitiated', native as never)).toEqual({
      type: 'track',
      event: 'SEND_INITIATED',
      ...native,
    })
    const extra = { connected: false, email: 'ada@example.com', receiver: '0x99' }
    expect(props('modalClose', extra as never)).toEqual({
      type: 'track',
      event: 'MODAL_CLOSE',
      connected: false,
    })
  })

  it('caps every text field', () => {
    const long = props('searchWallet', { search: 'w'.repeat(1_000) })
    expect(long.event === 'SEARCH_WALLET' && String(long.search)).toHaveLength(100)
  })

  it("sends an error's type, message and stack, sanitized and capped", () => {
    const report = props('internalError', {
      errorType: 'ApiError',
      errorMessage: 'Could not fetch https://rpc.example/v1?key=secretkey for invite abcdef',
      stack: `ApiError: x\n    at f (https://app.example/send?invite=abcdef#code=424242:1:2)\n    at g (https://cdn.example/a.js?v=9:3:4)\n${'    at h (https://cdn.example/b.js:5:6)\n'.repeat(200)}`,
      uncaught: true,
    })
    expect(report).toMatchObject({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'ApiError',
      errorMessage: 'Could not fetch https://rpc.example/v1 for invite ',
      uncaught: true,
    })
    const stack = report.event === 'INTERNAL_SDK_ERROR' ? report.stackTrace : ''
    expect(stack.startsWith('ApiError: x\n    at f (https://app.example/send:1:2)\n')).toBe(true)
    expect(stack).toContain('at g (https://cdn.example/a.js:3:4)')
    expect(stack).toHaveLength(2_000)
    for (const secret of ['abcdef', '424242', 'secretkey', 'v=9']) {
      expect(JSON.stringify(report), secret).not.toContain(secret)
    }
  })

  it('sends an empty stack trace for an error without one', () => {
    expect(
      props('internalError', {
        errorType: 'Error',
        errorMessage: 'boom',
        stack: undefined,
        uncaught: false,
      }),
    ).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'Error',
      errorMessage: 'boom',
      stackTrace: '',
      uncaught: false,
    })
  })
})

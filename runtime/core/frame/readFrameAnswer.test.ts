import { describe, expect, it } from 'vitest'
import { readFrameAnswer } from './readFrameAnswer.js'

describe('readFrameAnswer errors', () => {
  it('carries an integer code of an _ERROR answer with its message', () => {
    expect(
      readFrameAnswer('RPC_REQUEST', 'RPC_REQUEST_ERROR', {
        message: 'User rejected the request',
        code: 4001,
      }),
    ).toEqual({ ok: false, message: 'User rejected the request', code: 4001 })
    expect(
      readFrameAnswer('RPC_REQUEST', 'RPC_REQUEST_ERROR', { message: 'Internal', code: -32603 }),
    ).toEqual({ ok: false, message: 'Internal', code: -32603 })
  })

  it.each([
    ['a fraction', 1.5],
    ['a numeric string', '4001'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an unsafe integer', 2 ** 53],
    ['null', null],
  ])('drops a code that is %s', (_, code) => {
    const answer = readFrameAnswer('RPC_REQUEST', 'RPC_REQUEST_ERROR', { message: 'no', code })
    expect(answer).toEqual({ ok: false, message: 'no' })
    expect(answer).not.toHaveProperty('code')
  })

  it("caps the frame's message at 300 characters", () => {
    const answer = readFrameAnswer('CONNECT_EMAIL', 'CONNECT_EMAIL_ERROR', {
      message: 'x'.repeat(1000),
    })
    expect(answer).toEqual({ ok: false, message: 'x'.repeat(300) })
  })

  it.each([
    ['no payload', undefined],
    ['no message', { code: 4001 }],
    ['an empty message', { message: '' }],
    ['a blank message', { message: '   ' }],
    ['a message that is not text', { message: { text: 'hi' } }],
    ['an array payload', ['message']],
  ])('says An error occurred for %s', (_, payload) => {
    const answer = readFrameAnswer('GET_USER', 'GET_USER_ERROR', payload)
    expect(answer.ok).toBe(false)
    expect(answer).toMatchObject({ message: 'An error occurred' })
  })

  it("reads an answer of another request's type as malformed", () => {
    expect(readFrameAnswer('GET_USER', 'SIGN_OUT_ERROR', { message: 'no' })).toEqual({
      ok: 'malformed',
    })
  })
})

describe('readFrameAnswer successes', () => {
  const address = '0x00000000000000000000000000000000000000a1'

  it('accepts a success of the request its shape', () => {
    expect(
      readFrameAnswer('CONNECT_EMAIL', 'CONNECT_EMAIL_SUCCESS', { action: 'VERIFY_OTP' }),
    ).toEqual({ ok: true, result: { action: 'VERIFY_OTP' } })
    expect(readFrameAnswer('GET_USER', 'GET_USER_SUCCESS', { address, chainId: 1 })).toEqual({
      ok: true,
      result: { address, chainId: 1 },
    })
    expect(
      readFrameAnswer('UPDATE_EMAIL', 'UPDATE_EMAIL_SUCCESS', { action: 'VERIFY_SECONDARY_OTP' }),
    ).toEqual({ ok: true, result: { action: 'VERIFY_SECONDARY_OTP' } })
    expect(
      readFrameAnswer('UPDATE_EMAIL_SECONDARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP_SUCCESS', {
        newEmail: 'new@b.co',
      }),
    ).toEqual({ ok: true, result: { newEmail: 'new@b.co' } })
  })

  it.each([
    ['CONNECT_EMAIL', { action: 'DELETE_WALLET' }],
    ['GET_USER', { address: 'not-an-address', chainId: 1 }],
    ['GET_USER', { address, chainId: 0 }],
    ['GET_USER', { address, chainId: 1, email: 'x'.repeat(321) }],
    ['IS_CONNECTED', { isConnected: 'yes' }],
    ['GET_CHAIN_ID', null],
    ['UPDATE_EMAIL', { action: 'VERIFY_OTP' }],
    ['UPDATE_EMAIL_SECONDARY_OTP', {}],
    ['UPDATE_EMAIL_SECONDARY_OTP', { newEmail: '' }],
    ['UPDATE_EMAIL_SECONDARY_OTP', { newEmail: 'x'.repeat(321) }],
  ] as const)('reads a %s success of the wrong shape as malformed: %j', (name, payload) => {
    expect(readFrameAnswer(name, `${name}_SUCCESS`, payload)).toEqual({ ok: 'malformed' })
  })
})

describe('readFrameAnswer successes of the social and smart-account requests', () => {
  const address = '0x00000000000000000000000000000000000000a1'
  const later = 1_900_000_000_000

  it.each([
    ['GET_SOCIAL_REDIRECT_URI', { uri: 'https://secure.example/social/google?state=s' }],
    ['GET_SOCIAL_REDIRECT_URI', { uri: 'http://localhost:4001/social/github' }],
    ['CONNECT_SOCIAL', {}],
    ['CONNECT_SOCIAL', { userName: 'ada', email: null }],
    ['CONNECT_SOCIAL', { userName: 'ada', email: 'ada@example.com' }],
    ['GET_FARCASTER_URI', { url: 'https://secure.example/farcaster/abc', expiresAt: later }],
    ['CONNECT_FARCASTER', { userName: 'ada.eth' }],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [] }],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [1, 8453, 31337] }],
    ['INIT_SMART_ACCOUNT', { address, isDeployed: false }],
    ['SET_PREFERRED_ACCOUNT', { type: 'smartAccount', address }],
    ['SET_PREFERRED_ACCOUNT', { type: 'eoa', address }],
    ['RELOAD', undefined],
    [
      'GET_USER',
      {
        address,
        chainId: 1,
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: true,
        userName: 'ada',
        accounts: [
          { address, type: 'smartAccount' },
          { address: '0x00000000000000000000000000000000000000b2', type: 'eoa' },
        ],
      },
    ],
  ] as const)('accepts a %s success of its shape: %j', (name, payload) => {
    expect(readFrameAnswer(name, `${name}_SUCCESS`, payload)).toEqual({
      ok: true,
      result: payload,
    })
  })

  it.each([
    ['GET_SOCIAL_REDIRECT_URI', { uri: 'javascript:alert(1)' }],
    ['GET_SOCIAL_REDIRECT_URI', { uri: 'data:text/html,<script>' }],
    ['GET_SOCIAL_REDIRECT_URI', { uri: '/social/google' }],
    ['GET_SOCIAL_REDIRECT_URI', { uri: `https://secure.example/${'a'.repeat(2048)}` }],
    ['GET_SOCIAL_REDIRECT_URI', { uri: 42 }],
    ['GET_SOCIAL_REDIRECT_URI', {}],
    ['CONNECT_SOCIAL', null],
    ['CONNECT_SOCIAL', { userName: 'x'.repeat(101) }],
    ['CONNECT_SOCIAL', { userName: 7 }],
    ['CONNECT_SOCIAL', { email: 'x'.repeat(321) }],
    ['GET_FARCASTER_URI', { url: 'https://secure.example/farcaster/abc' }],
    ['GET_FARCASTER_URI', { url: 'https://secure.example/farcaster/abc', expiresAt: '1' }],
    ['GET_FARCASTER_URI', { url: 'https://secure.example/farcaster/abc', expiresAt: 1.5 }],
    ['GET_FARCASTER_URI', { url: 'ftp://secure.example/f', expiresAt: later }],
    ['CONNECT_FARCASTER', {}],
    ['CONNECT_FARCASTER', { userName: '' }],
    ['CONNECT_FARCASTER', { userName: 'x'.repeat(101) }],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: 'all' }],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [1, 0] }],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [1, -5] }],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: ['1'] }],
    ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [2 ** 53] }],
    [
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      { smartAccountEnabledNetworks: Array.from({ length: 201 }, (_, index) => index + 1) },
    ],
    ['INIT_SMART_ACCOUNT', { address }],
    ['INIT_SMART_ACCOUNT', { address, isDeployed: 'no' }],
    [
      'INIT_SMART_ACCOUNT',
      { address: 'So11111111111111111111111111111111111111112', isDeployed: true },
    ],
    ['SET_PREFERRED_ACCOUNT', { type: 'payment', address }],
    ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }],
    ['GET_USER', { address, chainId: 1, preferredAccountType: 'payment' }],
    ['GET_USER', { address, chainId: 1, smartAccountDeployed: 'yes' }],
    ['GET_USER', { address, chainId: 1, accounts: [{ address, type: 'ordinal' }] }],
  ] as const)('reads a %s success of the wrong shape as malformed: %j', (name, payload) => {
    expect(readFrameAnswer(name, `${name}_SUCCESS`, payload)).toEqual({ ok: 'malformed' })
  })

  it("reads a social request's error with the frame's message", () => {
    expect(
      readFrameAnswer('CONNECT_SOCIAL', 'CONNECT_SOCIAL_ERROR', {
        message: 'This login link was already used',
      }),
    ).toEqual({ ok: false, message: 'This login link was already used' })
    expect(
      readFrameAnswer('CONNECT_FARCASTER', 'CONNECT_FARCASTER_ERROR', {
        message: 'Farcaster URI expired',
      }),
    ).toEqual({ ok: false, message: 'Farcaster URI expired' })
  })
})

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

import { describe, expect, it } from 'vitest'
import { UnknownError } from '../../errors/UnknownError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { toBitcoinWalletRejection } from './toBitcoinWalletRejection.js'

describe('toBitcoinWalletRejection', () => {
  it.each([-32000, 4001, 5000])(
    'reads JSON-RPC error %i as a rejection with rpcCode 4001',
    (code) => {
      const error = toBitcoinWalletRejection({ code, message: 'User rejected the request' })
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error).toMatchObject({ rpcCode: 4001, details: 'User rejected the request' })
    },
  )

  it('reads -32002 as the site having no permission, keeping the number', () => {
    expect(toBitcoinWalletRejection({ code: -32002, message: 'Access denied' })).toMatchObject({
      rpcCode: -32002,
      code: 'UNAUTHORIZED',
      details: 'Access denied',
    })
  })

  it("keeps another error's message without its invisible characters, at most 500 of them", () => {
    const error = toBitcoinWalletRejection({ code: -32603, message: 'No\u202e funds\u200b' })
    expect(error).toMatchObject({ rpcCode: -32603, details: 'No funds' })
    const long = toBitcoinWalletRejection({ code: -32603, message: 'x'.repeat(10_000) })
    expect(long.details).toHaveLength(500)
  })

  it('reads a thrown error that says the user declined as a rejection', () => {
    expect(toBitcoinWalletRejection(new Error('User declined'))).toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(toBitcoinWalletRejection(new Error('Network down'))).toBeInstanceOf(UnknownError)
  })

  it('survives an error object whose getters throw', () => {
    const hostile = Object.defineProperty({}, 'code', {
      get() {
        throw new Error('gotcha')
      },
    })
    expect(toBitcoinWalletRejection(hostile)).toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'The wallet failed with an error that cannot be read.',
    })
  })
})

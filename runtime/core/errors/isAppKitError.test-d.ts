import { describe, expectTypeOf, it } from 'vitest'
import type { ApiError } from '../api/ApiError.js'
import { BaseError } from './BaseError.js'
import type { AppKitErrorCode } from './errorCodes.js'
import { isAppKitError } from './isAppKitError.js'
import type { ProviderRpcError } from './ProviderRpcError.js'
import type { RequestPendingError } from './RequestPendingError.js'
import type { SwitchNetworkNotFoundError } from './SwitchNetworkNotFoundError.js'
import type { UnknownError } from './UnknownError.js'
import type { UnsupportedChainNamespaceError } from './UnsupportedChainNamespaceError.js'
import type { UserRejectedRequestError } from './UserRejectedRequestError.js'

declare const caught: unknown

describe('error codes are a literal union', () => {
  it('types BaseError.code as the union of the kit codes', () => {
    expectTypeOf<BaseError['code']>().toEqualTypeOf<AppKitErrorCode>()
  })

  it('refuses a misspelled code where an error is made and where one is checked', () => {
    // @ts-expect-error: not a kit code
    new BaseError('Modal closed', { code: 'MODAL_CLOSE' })
    new BaseError('Modal closed', { code: 'MODAL_CLOSED' })
    if (caught instanceof BaseError) {
      // @ts-expect-error: the comparison can never be true
      void (caught.code === 'USER_REJECTED')
      void (caught.code === 'USER_REJECTED_REQUEST')
    }
    // @ts-expect-error: not a kit code
    isAppKitError(caught, 'USER_REJECTED')
  })
})

describe('isAppKitError', () => {
  it('narrows unknown to BaseError', () => {
    if (isAppKitError(caught)) {
      expectTypeOf(caught).toEqualTypeOf<BaseError>()
      expectTypeOf(caught.code).toEqualTypeOf<AppKitErrorCode>()
    }
  })

  it('narrows code to the literal asked for', () => {
    if (isAppKitError(caught, 'USER_REJECTED_REQUEST')) {
      expectTypeOf(caught).toExtend<BaseError>()
      expectTypeOf(caught.code).toEqualTypeOf<'USER_REJECTED_REQUEST'>()
      expectTypeOf(caught.shortMessage).toEqualTypeOf<string>()
    }
  })
})

describe('error names are literal types', () => {
  it('pins each class to its own name', () => {
    expectTypeOf<UserRejectedRequestError['name']>().toEqualTypeOf<'UserRejectedRequestError'>()
    expectTypeOf<RequestPendingError['name']>().toEqualTypeOf<'RequestPendingError'>()
    expectTypeOf<UnknownError['name']>().toEqualTypeOf<'UnknownError'>()
    expectTypeOf<SwitchNetworkNotFoundError['name']>().toEqualTypeOf<'SwitchNetworkNotFoundError'>()
    expectTypeOf<
      UnsupportedChainNamespaceError['name']
    >().toEqualTypeOf<'UnsupportedChainNamespaceError'>()
    expectTypeOf<ApiError['name']>().toEqualTypeOf<'ApiError'>()
  })

  it("types a ProviderRpcError's name as its own or one of its subclasses'", () => {
    expectTypeOf<ProviderRpcError['name']>().toEqualTypeOf<
      'ProviderRpcError' | 'UserRejectedRequestError' | 'RequestPendingError'
    >()
  })
})

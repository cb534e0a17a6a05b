import { describe, expect, it } from 'vitest'
import {
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
} from '../frame/frameErrors.js'
import { AuthRpcError, toAuthRpcError } from './AuthRpcError.js'

describe('toAuthRpcError', () => {
  it('turns an aborted request (the modal was closed) into the user rejection 4001', () => {
    const cause = new FrameRequestAbortedError('RPC_REQUEST')
    const error = toAuthRpcError(cause)
    expect(error).toBeInstanceOf(AuthRpcError)
    expect(error.code).toBe(4001)
    expect(error.message).toBe('Request was aborted')
    expect(error.cause).toBe(cause)
  })

  it("names the code rpcCode too, as the kit's ProviderRpcErrors do (4001 for a rejection)", () => {
    const error = toAuthRpcError(new FrameRequestAbortedError('RPC_REQUEST'))
    expect(error.rpcCode).toBe(4001)
    expect(new AuthRpcError('Requested RPC call is not allowed', 4200).rpcCode).toBe(4200)
  })

  it("keeps the frame's code and message when it rejected with 4001", () => {
    const cause = new FrameRequestError('RPC_REQUEST', 'User rejected the request', 4001)
    const error = toAuthRpcError(cause)
    expect(error.code).toBe(4001)
    expect(error.message).toBe('User rejected the request')
    expect(error.cause).toBe(cause)
  })

  it('gives a frame error without a code -32603, with its message', () => {
    const error = toAuthRpcError(new FrameRequestError('RPC_REQUEST', 'insufficient funds'))
    expect(error.code).toBe(-32603)
    expect(error.message).toBe('insufficient funds')
  })

  it('reports a time-out as -32603 Embedded Wallet Request Timed Out', () => {
    const cause = new FrameRequestTimeoutError('GET_USER', 10_000)
    const error = toAuthRpcError(cause)
    expect(error.code).toBe(-32603)
    expect(error.message).toBe('Embedded Wallet Request Timed Out')
    expect(error.cause).toBe(cause)
  })

  it('reports a frame that never loaded as -32603 Unable to load email login dependency', () => {
    const cause = new FrameLoadError('https://secure.example did not answer within 20 s.')
    const error = toAuthRpcError(cause)
    expect(error.code).toBe(-32603)
    expect(error.message).toBe('Unable to load email login dependency')
    expect(error.cause).toBe(cause)
  })

  it('passes an AuthRpcError through as the same object', () => {
    const original = new AuthRpcError('Requested RPC call is not allowed', 4200)
    expect(toAuthRpcError(original)).toBe(original)
  })

  it('keeps the message of a plain Error, as -32603 with the error as cause', () => {
    const cause = new TypeError('params must be an array')
    const error = toAuthRpcError(cause)
    expect(error.code).toBe(-32603)
    expect(error.message).toBe('params must be an array')
    expect(error.cause).toBe(cause)
  })

  it('says An error occurred for a thrown value that is not an Error', () => {
    const error = toAuthRpcError('boom')
    expect(error.code).toBe(-32603)
    expect(error.message).toBe('An error occurred')
    expect(error.cause).toBe('boom')
  })
})

describe('AuthRpcError', () => {
  it('carries its name, EIP-1193 code and cause', () => {
    const cause = new Error('inner')
    const error = new AuthRpcError('Request was aborted', 4001, { cause })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('AuthRpcError')
    expect(error.code).toBe(4001)
    expect(error.cause).toBe(cause)
  })
})

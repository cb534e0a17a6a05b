import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import { ProviderRpcError, providerRpcErrors } from './ProviderRpcError.js'
import { RequestPendingError } from './RequestPendingError.js'
import { SwitchNetworkNotFoundError } from './SwitchNetworkNotFoundError.js'
import { toBaseError, toProviderRpcError } from './toBaseError.js'
import { UnknownError } from './UnknownError.js'
import { UnsupportedChainNamespaceError } from './UnsupportedChainNamespaceError.js'
import { UserRejectedRequestError } from './UserRejectedRequestError.js'

describe('error names and codes', () => {
  it('are permanent', () => {
    const table = [
      [new UnknownError(new Error('x')), 'UnknownError', 'UNKNOWN_ERROR'],
      [
        new ProviderRpcError(undefined, { rpcCode: 4902 }),
        'ProviderRpcError',
        'UNRECOGNIZED_CHAIN',
      ],
      [new UserRejectedRequestError(), 'UserRejectedRequestError', 'USER_REJECTED_REQUEST'],
      [new RequestPendingError(), 'RequestPendingError', 'REQUEST_PENDING'],
      [new SwitchNetworkNotFoundError(), 'SwitchNetworkNotFoundError', 'SWITCH_NETWORK_NOT_FOUND'],
      [
        new UnsupportedChainNamespaceError({ namespace: 'tron' }),
        'UnsupportedChainNamespaceError',
        'UNSUPPORTED_CHAIN_NAMESPACE',
      ],
    ] as const
    for (const [error, name, code] of table) {
      expect(error).toBeInstanceOf(BaseError)
      expect([error.name, error.code]).toEqual([name, code])
      expect(error.docsPath).toBe(`docs/errors/${code}.md`)
    }
  })
})

describe('SPEC section 8 messages', () => {
  it('uses the user rejection message word for word', () => {
    expect(new UserRejectedRequestError().shortMessage).toBe('Connection rejected')
  })

  it('uses the network-not-found alert word for word', () => {
    const error = new SwitchNetworkNotFoundError({
      caipNetworkId: 'eip155:999',
      configured: ['eip155:1', 'eip155:8453'],
    })
    expect(error.shortMessage).toBe('Network Not Found')
    expect(error.details).toBe('network must be in the networks list')
    expect(error.message).toContain('Requested: eip155:999')
    expect(error.message).toContain('Configured: eip155:1, eip155:8453')
    expect(error.caipNetworkId).toBe('eip155:999')
  })

  it('names the unsupported namespace', () => {
    const error = new UnsupportedChainNamespaceError({ namespace: 'tron', supported: ['eip155'] })
    expect(error.shortMessage).toBe('Unsupported chain namespace: tron')
    expect(error.message.startsWith('Unsupported chain namespace: tron\n')).toBe(true)
    expect(error.namespace).toBe('tron')
  })

  it('says a request is already pending in the wallet', () => {
    const error = new RequestPendingError()
    expect(error.shortMessage).toBe('A request is already pending in your wallet')
    expect(error.rpcCode).toBe(-32002)
  })

  it('maps every provider code SPEC section 8 lists', () => {
    const listed = [
      -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005,
      -32006, 4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760, 5000,
      32603,
    ]
    for (const rpcCode of listed) {
      expect(providerRpcErrors[rpcCode], String(rpcCode)).toBeDefined()
      expect(new ProviderRpcError(undefined, { rpcCode }).code).not.toBe('UNKNOWN_RPC_ERROR')
    }
    expect(Object.keys(providerRpcErrors)).toHaveLength(listed.length)
    expect(providerRpcErrors[32603]?.code).toBe('INVALID_CHAIN_ID')
  })
})

describe('toProviderRpcError', () => {
  it('counts 4001 and 5000 as user rejection', () => {
    for (const code of [4001, 5000]) {
      const raw = { code, message: 'User denied' }
      const error = toProviderRpcError(raw)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error?.rpcCode).toBe(code)
      expect(error?.cause).toBe(raw)
      expect(error?.details).toBe('User denied')
    }
  })

  it('maps -32002 to RequestPendingError', () => {
    expect(toProviderRpcError({ code: -32002, message: 'already pending' })).toBeInstanceOf(
      RequestPendingError,
    )
  })

  it('maps table codes and keeps the provider data', () => {
    const error = toProviderRpcError({ code: 4902, message: 'Unrecognized chain', data: { x: 1 } })
    expect(error?.constructor).toBe(ProviderRpcError)
    expect(error?.code).toBe('UNRECOGNIZED_CHAIN')
    expect(error?.data).toEqual({ x: 1 })
  })

  it('looks through the generic -32603 some mobile wallets wrap around the real code', () => {
    const error = toProviderRpcError({ code: -32603, data: { originalError: { code: 4902 } } })
    expect(error?.rpcCode).toBe(4902)
    expect(error?.code).toBe('UNRECOGNIZED_CHAIN')
    expect(toProviderRpcError({ code: -32603, message: 'boom' })?.code).toBe('RPC_INTERNAL_ERROR')
  })

  it('names codes outside the table unknown', () => {
    const error = toProviderRpcError({ code: 1234, message: 'odd' })
    expect(error?.code).toBe('UNKNOWN_RPC_ERROR')
    expect(error?.rpcCode).toBe(1234)
  })

  it('returns undefined for values that are not provider errors', () => {
    expect(toProviderRpcError(new Error('x'))).toBeUndefined()
    expect(toProviderRpcError({ code: 'ECONNRESET' })).toBeUndefined()
    expect(toProviderRpcError(null)).toBeUndefined()
  })
})

describe('toBaseError', () => {
  it('passes kit errors through unchanged', () => {
    const error = new SwitchNetworkNotFoundError()
    expect(toBaseError(error)).toBe(error)
  })

  it('wraps provider-shaped errors, Error instances included', () => {
    const raw = Object.assign(new Error('MetaMask Tx Signature: User denied'), { code: 4001 })
    const error = toBaseError(raw)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe(raw)
  })

  it('wraps anything else as UnknownError with the original as cause', () => {
    const raw = new TypeError('Failed to fetch')
    const error = toBaseError(raw)
    expect(error).toBeInstanceOf(UnknownError)
    expect(error.cause).toBe(raw)
    expect(error.details).toBe('Failed to fetch')
    expect(toBaseError('plain string').details).toBe('plain string')
  })
})

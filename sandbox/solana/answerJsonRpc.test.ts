import { describe, expect, it } from 'vitest'
import type { RpcMethod } from './accountMethods.js'
import { answerJsonRpc } from './answerJsonRpc.js'
import { invalidParams } from './SolanaRpcError.js'

const methods: Record<string, RpcMethod> = {
  echo: (params) => params,
  refuse: () => {
    throw invalidParams('Invalid param: WrongSize')
  },
  crash: () => {
    throw new Error('boom')
  },
}

const answer = (text: string) => {
  const response = answerJsonRpc(text, methods)
  return response === undefined ? undefined : JSON.parse(response)
}

describe('answerJsonRpc', () => {
  it.each([
    ['not JSON', '{"jsonrpc"', { id: null, error: { code: -32700, message: 'Parse error' } }],
    ['not an object', '42', { id: null, error: { code: -32600 } }],
    ['no jsonrpc member', '{"id":1,"method":"echo"}', { id: 1, error: { code: -32600 } }],
    [
      'a method that is not a string',
      '{"jsonrpc":"2.0","id":1,"method":7}',
      { error: { code: -32600 } },
    ],
    [
      'params that are not positional',
      '{"jsonrpc":"2.0","id":1,"method":"echo","params":{}}',
      { error: { code: -32600 } },
    ],
    [
      'an id that is an object',
      '{"jsonrpc":"2.0","id":{},"method":"echo"}',
      { id: null, error: { code: -32600 } },
    ],
    ['an empty batch', '[]', { id: null, error: { code: -32600 } }],
    [
      'an unknown method',
      '{"jsonrpc":"2.0","id":"a","method":"nope"}',
      { id: 'a', error: { code: -32601 } },
    ],
    [
      'an inherited name',
      '{"jsonrpc":"2.0","id":1,"method":"toString"}',
      { error: { code: -32601 } },
    ],
    [
      'a refusal',
      '{"jsonrpc":"2.0","id":1,"method":"refuse"}',
      { error: { code: -32602, message: 'Invalid param: WrongSize' } },
    ],
    [
      'a crash',
      '{"jsonrpc":"2.0","id":1,"method":"crash"}',
      { error: { code: -32603, message: 'Internal error: boom' } },
    ],
  ])('answers %s with the JSON-RPC error', (_, text, expected) => {
    expect(answer(text)).toMatchObject({ jsonrpc: '2.0', ...expected })
  })

  it('answers a call with its result and id', () => {
    expect(answer('{"jsonrpc":"2.0","id":5,"method":"echo","params":[1,"x"]}')).toEqual({
      jsonrpc: '2.0',
      id: 5,
      result: [1, 'x'],
    })
  })

  it('answers a batch in order, errors included, and leaves notifications unanswered', () => {
    const batch = answer(
      '[{"jsonrpc":"2.0","id":1,"method":"echo"},5,{"jsonrpc":"2.0","method":"echo"},{"jsonrpc":"2.0","id":2,"method":"nope"}]',
    )
    expect(batch).toMatchObject([
      { id: 1, result: [] },
      { id: null, error: { code: -32600 } },
      { id: 2, error: { code: -32601 } },
    ])
    expect(answer('{"jsonrpc":"2.0","method":"ping"}')).toBeUndefined()
    expect(answer('[{"jsonrpc":"2.0","method":"echo"}]')).toBeUndefined()
  })
})

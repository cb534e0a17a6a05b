import { describe, expect, it } from 'vitest'
import { formatRelayReply, parseRelayFrame } from './parseRelayFrame.js'

describe('parseRelayFrame', () => {
  it('keeps a 19-digit id digit for digit, from request to reply', () => {
    const frame = parseRelayFrame(
      '{"id":1712345678901234567,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}',
    )
    expect(frame).toEqual({
      kind: 'request',
      id: '1712345678901234567',
      method: 'irn_subscribe',
      params: { topic: 'ab' },
    })
    expect(formatRelayReply(frame.id, { result: 'sub' })).toBe(
      '{"id":1712345678901234567,"jsonrpc":"2.0","result":"sub"}',
    )
  })

  it('leaves digits inside strings and small numbers alone', () => {
    const text =
      '{"id":"x\\"12345678901234567890","jsonrpc":"2.0","method":"m","params":{"ttl":300,"n":-1.5e3}}'
    expect(parseRelayFrame(text)).toEqual({
      kind: 'request',
      id: '"x\\"12345678901234567890"',
      method: 'm',
      params: { ttl: 300, n: -1500 },
    })
  })

  it('classifies acknowledgements and refuses what is not JSON-RPC', () => {
    expect(parseRelayFrame('{"id":9007199254740993,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: '9007199254740993',
    })
    expect(parseRelayFrame('{"id":1,"jsonrpc":"2.0","method":')).toMatchObject({ code: -32700 })
    expect(parseRelayFrame('"text"')).toMatchObject({ kind: 'invalid', code: -32600, id: 'null' })
    expect(parseRelayFrame('{"id":{},"method":"m"}')).toMatchObject({ code: -32600 })
    expect(parseRelayFrame('{"id":2,"jsonrpc":"2.0"}')).toMatchObject({ id: '2', code: -32600 })
  })
})

import { answerRelayRequest, RelayRequestError } from './answerRelayRequest.js'
import type { RelayHub, RelayPeer } from './createRelayHub.js'
import { formatRelayReply, parseRelayFrame, type RelayFrame } from './parseRelayFrame.js'

/** What became of one frame: the reply to write, if any, and whether it was refused. */
export interface RelayFrameOutcome {
  reply?: string
  rejected: boolean
}

const binaryFrame: RelayFrame = {
  kind: 'invalid',
  id: 'null',
  code: -32700,
  message: 'Parse error: binary frame',
}

/**
 * Handles one websocket frame from a client and never throws: requests are answered, push
 * acknowledgements are recorded and left unanswered (answering one would make the client
 * acknowledge the answer), and anything malformed gets a JSON-RPC error.
 * @example
 * answerRelayFrame(hub, peer, '{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{...}}')
 * // { reply: '{"id":1,"jsonrpc":"2.0","result":true}', rejected: false }
 */
export function answerRelayFrame(
  hub: RelayHub,
  peer: RelayPeer,
  /** The frame's text; `undefined` for a binary frame. */
  text: string | undefined,
): RelayFrameOutcome {
  const frame = text === undefined ? binaryFrame : parseRelayFrame(text)
  if (frame.kind === 'response') {
    if (/^\d+$/.test(frame.id)) hub.acknowledge(peer, Number(frame.id))
    return { rejected: false }
  }
  if (frame.kind === 'invalid') {
    const error = { code: frame.code, message: frame.message }
    return { reply: formatRelayReply(frame.id, { error }), rejected: true }
  }
  try {
    const result = answerRelayRequest(hub, peer, frame.method, frame.params)
    return { reply: formatRelayReply(frame.id, { result }), rejected: false }
  } catch (error) {
    const known = error instanceof RelayRequestError
    const reply = {
      code: known ? error.code : -32603,
      message: known ? error.message : 'Internal error',
    }
    return { reply: formatRelayReply(frame.id, { error: reply }), rejected: true }
  }
}

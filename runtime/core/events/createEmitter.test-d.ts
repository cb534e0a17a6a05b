import { describe, expectTypeOf, it } from 'vitest'
import { createEmitter } from './createEmitter.js'

type Events = { opened: { view: string }; closed: undefined }

describe('createEmitter types', () => {
  const events = createEmitter<Events>()

  it('types listener payloads from the event map', () => {
    events.on('opened', (payload) => expectTypeOf(payload).toEqualTypeOf<{ view: string }>())
  })

  it('rejects unknown events, wrong payloads and missing payloads', () => {
    // @ts-expect-error: unknown event name
    events.on('nope', () => {})
    // @ts-expect-error: payload has the wrong shape
    events.emit('opened', { screen: 'Connect' })
    // @ts-expect-error: payload is required
    events.emit('opened')
    events.emit('closed')
  })
})

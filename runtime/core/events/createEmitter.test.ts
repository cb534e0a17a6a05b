import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './createEmitter.js'

type Events = { opened: { view: string }; closed: undefined }

describe('createEmitter', () => {
  it('delivers payloads to the listeners of that event only', () => {
    const events = createEmitter<Events>()
    const opened = vi.fn()
    const closed = vi.fn()
    events.on('opened', opened)
    events.on('closed', closed)
    events.emit('opened', { view: 'Connect' })
    expect(opened).toHaveBeenCalledWith({ view: 'Connect' })
    expect(closed).not.toHaveBeenCalled()
    events.emit('closed')
    expect(closed).toHaveBeenCalledTimes(1)
  })

  it('removes listeners with off and with the function on returns', () => {
    const events = createEmitter<Events>()
    const a = vi.fn()
    const b = vi.fn()
    const offA = events.on('opened', a)
    events.on('opened', b)
    offA()
    events.off('opened', b)
    events.emit('opened', { view: 'Account' })
    expect(a).not.toHaveBeenCalled()
    expect(b).not.toHaveBeenCalled()
  })

  it('removes everything on clear', () => {
    const events = createEmitter<Events>()
    const a = vi.fn()
    events.on('opened', a)
    events.clear()
    events.emit('opened', { view: 'Connect' })
    expect(a).not.toHaveBeenCalled()
  })

  it('hands a throwing listener to onListenerError and still runs the others', () => {
    const onListenerError = vi.fn()
    const events = createEmitter<Events>({ onListenerError })
    const boom = new Error('boom')
    const after = vi.fn()
    events.on('opened', () => {
      throw boom
    })
    events.on('opened', after)
    expect(() => events.emit('opened', { view: 'Connect' })).not.toThrow()
    expect(onListenerError).toHaveBeenCalledWith(boom, 'opened')
    expect(after).toHaveBeenCalledTimes(1)
  })

  it('reports every listener error asynchronously and returns normally when there is no handler', () => {
    const queued: (() => void)[] = []
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      queued.push(task)
    })
    const events = createEmitter<Events>()
    const first = new Error('first')
    const second = new Error('second')
    const after = vi.fn()
    events.on('opened', () => {
      throw first
    })
    events.on('opened', () => {
      throw second
    })
    events.on('opened', after)
    try {
      expect(() => events.emit('opened', { view: 'Connect' })).not.toThrow()
    } finally {
      spy.mockRestore()
    }
    expect(after).toHaveBeenCalledTimes(1)
    // Both errors reach the page's error reporting, none is dropped.
    expect(queued).toHaveLength(2)
    expect(queued[0]).toThrow(first)
    expect(queued[1]).toThrow(second)
  })
})

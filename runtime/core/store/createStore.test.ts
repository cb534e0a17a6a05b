import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStore } from './createStore.js'

/** Captures what is queued as a microtask instead of running it, so rethrown errors can be read. */
function captureMicrotasks(): (() => void)[] {
  const queued: (() => void)[] = []
  vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
    queued.push(task)
  })
  return queued
}

describe('createStore', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('merges partial updates and passes new and previous state to listeners', () => {
    const store = createStore({ count: 0, label: 'a' })
    const listener = vi.fn()
    store.subscribe(listener)
    store.setState({ count: 1 })
    expect(store.getState()).toEqual({ count: 1, label: 'a' })
    expect(listener).toHaveBeenCalledWith({ count: 1, label: 'a' }, { count: 0, label: 'a' })
  })

  it('accepts an updater function of the current state', () => {
    const store = createStore({ count: 1 })
    store.setState((state) => ({ count: state.count + 1 }))
    store.setState((state) => ({ count: state.count * 10 }))
    expect(store.getState().count).toBe(20)
  })

  it('notifies only on change and keeps the snapshot object stable otherwise', () => {
    const store = createStore({ open: false, list: [1] })
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getState()
    store.setState({ open: false })
    store.setState({ list: before.list })
    store.setState({})
    expect(listener).not.toHaveBeenCalled()
    expect(store.getState()).toBe(before)
    store.setState({ list: [1] })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getState()).not.toBe(before)
  })

  it('stops notifying after unsubscribe', () => {
    const store = createStore({ value: 0 })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.setState({ value: 1 })
    expect(listener).not.toHaveBeenCalled()
  })

  it('lets a listener unsubscribe another during notification without skipping it', () => {
    const store = createStore({ value: 0 })
    const second = vi.fn()
    let offSecond = () => {}
    store.subscribe(() => offSecond())
    offSecond = store.subscribe(second)
    store.setState({ value: 1 })
    expect(second).toHaveBeenCalledTimes(1)
    store.setState({ value: 2 })
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('keeps the initial state as the server snapshot', () => {
    const store = createStore({ value: 0 })
    store.setState({ value: 5 })
    expect(store.getInitialState()).toEqual({ value: 0 })
  })

  it('runs onActive on the first subscriber and its cleanup after the last leaves', () => {
    const cleanup = vi.fn()
    const onActive = vi.fn(() => cleanup)
    const store = createStore({ value: 0 }, { onActive })
    const offA = store.subscribe(() => {})
    const offB = store.subscribe(() => {})
    expect(onActive).toHaveBeenCalledTimes(1)
    offA()
    offA()
    expect(cleanup).not.toHaveBeenCalled()
    offB()
    expect(cleanup).toHaveBeenCalledTimes(1)
    store.subscribe(() => {})
    expect(onActive).toHaveBeenCalledTimes(2)
  })

  it('runs every listener when some throw, keeps the new state, and rethrows each error later', () => {
    const queued = captureMicrotasks()
    const store = createStore({ value: 0 })
    const first = new Error('first listener')
    const third = new Error('third listener')
    const second = vi.fn()
    const fourth = vi.fn()
    store.subscribe(() => {
      throw first
    })
    store.subscribe(second)
    store.subscribe(() => {
      throw third
    })
    store.subscribe(fourth)

    expect(() => store.setState({ value: 1 })).not.toThrow()
    expect(store.getState()).toEqual({ value: 1 })
    expect(second).toHaveBeenCalledWith({ value: 1 }, { value: 0 })
    expect(fourth).toHaveBeenCalledWith({ value: 1 }, { value: 0 })
    // Not swallowed: each error is thrown again, outside the update, where the page reports it.
    expect(queued).toHaveLength(2)
    expect(queued[0]).toThrow(first)
    expect(queued[1]).toThrow(third)

    store.setState({ value: 2 })
    expect(fourth).toHaveBeenLastCalledWith({ value: 2 }, { value: 1 })
  })
})

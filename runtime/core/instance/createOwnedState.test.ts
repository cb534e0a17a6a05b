import { describe, expect, it, vi } from 'vitest'
import { createOwnedState, defineOwned } from './createOwnedState.js'

const owner = { name: 'kit' }

function setup() {
  const onDisposeError = vi.fn()
  return { owned: createOwnedState({ owner, onDisposeError }), onDisposeError }
}

describe('createOwnedState', () => {
  it('creates a slot once per instance, from its owner, and peek does not create', () => {
    const create = vi.fn((kit: typeof owner) => ({ of: kit.name }))
    const slot = defineOwned('cache', create)
    const { owned } = setup()
    const other = createOwnedState({ owner: { name: 'other' }, onDisposeError: vi.fn() })
    expect(owned.peek(slot)).toBeUndefined()
    expect(owned.get(slot)).toEqual({ of: 'kit' })
    expect(owned.get(slot)).toBe(owned.get(slot))
    expect(other.get(slot)).toEqual({ of: 'other' })
    expect(create).toHaveBeenCalledTimes(2)
  })

  it('disposes every value, the last created first, and goes on past one that throws', () => {
    const order: string[] = []
    const first = defineOwned(
      'first',
      () => 'a',
      (value) => order.push(value),
    )
    const broken = defineOwned(
      'broken',
      () => 'b',
      () => {
        throw new Error('stuck')
      },
    )
    const last = defineOwned(
      'last',
      () => 'c',
      (value) => order.push(value),
    )
    const { owned, onDisposeError } = setup()
    owned.get(first)
    owned.get(broken)
    owned.get(last)
    owned.dispose()
    expect(order).toEqual(['c', 'a'])
    expect(onDisposeError).toHaveBeenCalledWith('broken', expect.any(Error))
    expect(owned.peek(first)).toBeUndefined()
  })

  it('releases at once a value first asked for after dispose', () => {
    const dispose = vi.fn()
    const slot = defineOwned('late', () => ({ live: true }), dispose)
    const { owned } = setup()
    owned.dispose()
    const value = owned.get(slot)
    expect(dispose).toHaveBeenCalledWith(value)
    expect(owned.peek(slot)).toBeUndefined()
  })

  it('takes a provided value in place of create, and disposes it with the rest', () => {
    const create = vi.fn(() => ({ made: true }))
    const dispose = vi.fn()
    const slot = defineOwned('controller', create, dispose)
    const { owned } = setup()
    const standIn = { made: false }
    expect(owned.provide(slot, standIn)).toBe(true)
    expect(owned.get(slot)).toBe(standIn)
    expect(create).not.toHaveBeenCalled()
    owned.dispose()
    expect(dispose).toHaveBeenCalledExactlyOnceWith(standIn)
  })

  it('refuses, and releases, a value provided once the slot has one or after dispose', () => {
    const dispose = vi.fn()
    const slot = defineOwned('controller', () => ({ made: true }), dispose)
    const { owned } = setup()
    const made = owned.get(slot)
    const late = { made: false }
    expect(owned.provide(slot, late)).toBe(false)
    expect(owned.get(slot)).toBe(made)
    expect(dispose).toHaveBeenCalledExactlyOnceWith(late)
    owned.dispose()
    const afterDispose = { made: false }
    expect(owned.provide(slot, afterDispose)).toBe(false)
    expect(dispose).toHaveBeenLastCalledWith(afterDispose)
    expect(owned.peek(slot)).toBeUndefined()
  })
})

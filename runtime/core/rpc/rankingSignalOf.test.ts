import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupAppKit } from '../actions/fixtures/setupAppKit.js'
import { rankingSignalOf } from './rankingSignalOf.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('rankingSignalOf', () => {
  it('ranks nothing outside a page (server rendering, workers, Node)', () => {
    const { appKit } = setupAppKit()
    expect(rankingSignalOf(appKit)).toBeUndefined()
  })

  it('gives one live signal per kit in a page, aborted when that kit is destroyed', () => {
    vi.stubGlobal('document', {})
    const first = setupAppKit().appKit
    const second = setupAppKit().appKit
    const signal = rankingSignalOf(first)
    expect(signal?.aborted).toBe(false)
    expect(rankingSignalOf(first)).toBe(signal)
    expect(rankingSignalOf(second)).not.toBe(signal)
    first.destroy()
    expect(signal?.aborted).toBe(true)
    expect(rankingSignalOf(first)).toBeUndefined()
    expect(rankingSignalOf(second)?.aborted).toBe(false)
    second.destroy()
  })

  it('never starts for a kit destroyed before its first read', () => {
    vi.stubGlobal('document', {})
    const { appKit } = setupAppKit()
    appKit.destroy()
    expect(rankingSignalOf(appKit)).toBeUndefined()
  })
})

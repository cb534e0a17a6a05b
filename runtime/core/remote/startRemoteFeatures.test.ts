import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit.js'
import { polkadotNetwork, testConfig } from '../fixtures/testConfig.js'
import type { LoadRemoteFeaturesOptions } from './loadRemoteFeatures.js'
import { startRemoteFeatures } from './startRemoteFeatures.js'

// The loader is replaced: these tests are about when it starts, not what it does.
const calls: LoadRemoteFeaturesOptions[] = []
vi.mock('./loadRemoteFeatures.js', () => ({
  loadRemoteFeatures: async (_appKit: unknown, options: LoadRemoteFeaturesOptions) => {
    calls.push(options)
    return 'remote'
  },
}))

/** A page still loading: a `load` event to come, and an idle callback run by the fake clock. */
function stubPage(options: { idleCallback?: boolean; readyState?: string } = {}) {
  const page = new EventTarget() as EventTarget & Record<string, unknown>
  if (options.idleCallback !== false) {
    page.requestIdleCallback = (run: () => void, { timeout }: { timeout: number }) =>
      setTimeout(run, Math.min(timeout, 30)) as unknown as number
    page.cancelIdleCallback = (id: number) => clearTimeout(id)
  }
  const document = { readyState: options.readyState ?? 'loading' }
  vi.stubGlobal('window', page)
  vi.stubGlobal('document', document)
  return {
    load() {
      document.readyState = 'complete'
      page.dispatchEvent(new Event('load'))
    },
  }
}

const kit = (config = testConfig()) => createAppKit(config, { storage: null, window: null })

/** Lets the fake clock and the dynamic import run. */
async function settle(ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
  await vi.dynamicImportSettled()
}

beforeEach(() => {
  calls.length = 0
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('startRemoteFeatures', () => {
  it('waits for the load event and an idle moment, then loads once', async () => {
    const page = stubPage()
    startRemoteFeatures(kit())
    await settle(5_000)
    expect(calls).toEqual([])
    page.load()
    await settle(0)
    expect(calls).toEqual([])
    await settle(100)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.signal?.aborted).toBe(false)
  })

  it('starts at the next idle moment when the page has loaded already', async () => {
    stubPage({ readyState: 'complete' })
    startRemoteFeatures(kit())
    await settle(100)
    expect(calls).toHaveLength(1)
  })

  it('falls back on a timer where the browser has no idle callback', async () => {
    const page = stubPage({ idleCallback: false })
    startRemoteFeatures(kit())
    page.load()
    await settle(100)
    expect(calls).toHaveLength(1)
  })

  it('stopped before the page loads, never loads', async () => {
    const page = stubPage()
    const stop = startRemoteFeatures(kit())
    stop()
    page.load()
    await settle(5_000)
    expect(calls).toEqual([])
  })

  it('stopped while waiting for an idle moment, never loads', async () => {
    const page = stubPage()
    const stop = startRemoteFeatures(kit())
    page.load()
    stop()
    await settle(5_000)
    expect(calls).toEqual([])
  })

  it('stopped after the load started, aborts it', async () => {
    const page = stubPage()
    const stop = startRemoteFeatures(kit())
    page.load()
    await settle(100)
    stop()
    expect(calls[0]?.signal?.aborted).toBe(true)
  })

  it.each([
    // The schema requires one; a config written by hand may still lack it.
    ['without a projectId', () => kit({ ...testConfig(), projectId: '' })],
    [
      'in basic mode (no chain adapter for the networks)',
      () => kit(testConfig({ networks: [polkadotNetwork] })),
    ],
  ])('does nothing %s', async (_, make) => {
    const page = stubPage()
    const appKit = make()
    startRemoteFeatures(appKit)
    page.load()
    await settle(5_000)
    expect(calls).toEqual([])
  })

  it('does nothing outside a browser', async () => {
    startRemoteFeatures(kit())
    await settle(5_000)
    expect(calls).toEqual([])
  })
})

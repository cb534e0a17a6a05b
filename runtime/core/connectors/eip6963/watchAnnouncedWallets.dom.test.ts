import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../Connector.js'
import { createTestProvider } from '../fixtures/createTestProvider.js'
import { testIcon } from '../fixtures/createTestWindow.js'
import { watchAnnouncedWallets } from './watchAnnouncedWallets.js'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function announce(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

function info(overrides: Record<string, unknown> = {}) {
  return {
    uuid: crypto.randomUUID(),
    name: 'MetaMask',
    icon: testIcon,
    rdns: 'io.metamask',
    ...overrides,
  }
}

function watch() {
  let latest: readonly Connector[] = []
  const onChange = vi.fn((connectors: readonly Connector[]) => {
    latest = connectors
  })
  stops.push(watchAnnouncedWallets(window, onChange))
  return { onChange, list: () => latest }
}

describe('watchAnnouncedWallets (EIP-6963 on a real window)', () => {
  it('asks wallets to announce and binds each connector to the exact announced provider', () => {
    const provider = createTestProvider()
    const answer = () => announce({ info: info({ uuid: 'a-1' }), provider })
    window.addEventListener('eip6963:requestProvider', answer)
    const { list } = watch()
    window.removeEventListener('eip6963:requestProvider', answer)
    const [connector] = list()
    expect(list()).toHaveLength(1)
    expect(connector).toMatchObject({
      id: 'eip6963:io.metamask:a-1',
      type: 'ANNOUNCED',
      name: 'MetaMask',
      icon: testIcon,
      rdns: 'io.metamask',
      chain: 'eip155',
    })
    expect(connector?.getProvider()).toBe(provider)
  })

  it('ignores malformed announcements without throwing', () => {
    const { onChange } = watch()
    const provider = createTestProvider()
    const hostile = {
      get info(): never {
        throw new Error('getter trap')
      },
      provider,
    }
    for (const detail of [
      undefined,
      null,
      'MetaMask',
      { info: info() },
      { provider },
      { info: info(), provider: {} },
      { info: info(), provider: { request: 'not a function' } },
      { info: info({ uuid: 42 }), provider },
      { info: info({ name: undefined }), provider },
      { info: info({ icon: null }), provider },
      { info: info({ rdns: ['io.metamask'] }), provider },
      { info: info({ rdns: 'io.metamask:evil' }), provider },
      { info: info({ uuid: '' }), provider },
      { info: info({ name: '\u200b\u202e' }), provider },
      hostile,
    ]) {
      expect(() => announce(detail)).not.toThrow()
    }
    window.dispatchEvent(new Event('eip6963:announceProvider'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('dedupes by uuid: the first announcement of a uuid wins', () => {
    const { list } = watch()
    const first = createTestProvider()
    announce({ info: info({ uuid: 'same' }), provider: first })
    announce({ info: info({ uuid: 'same', name: 'Impostor' }), provider: createTestProvider() })
    expect(list()).toHaveLength(1)
    expect(list()[0]?.getProvider()).toBe(first)
    expect(list()[0]?.name).toBe('MetaMask')
  })

  it('keeps both providers that claim one rdns, never merged', () => {
    const { list } = watch()
    const real = createTestProvider()
    const other = createTestProvider()
    announce({ info: info({ uuid: 'u-1' }), provider: real })
    announce({ info: info({ uuid: 'u-2' }), provider: other })
    expect(list().map((c) => c.id)).toEqual(['eip6963:io.metamask:u-1', 'eip6963:io.metamask:u-2'])
    expect(list()[0]?.getProvider()).toBe(real)
    expect(list()[1]?.getProvider()).toBe(other)
  })

  it('sanitizes a hostile name: bidi and zero-width characters stripped, 64 characters at most', () => {
    const { list } = watch()
    const provider = createTestProvider()
    announce({ info: info({ uuid: 'b', name: '\u202eksaMateM\u200b\u2066x' }), provider })
    announce({ info: info({ uuid: 'c', name: `Wal\u200dlet${'W'.repeat(10_000)}` }), provider })
    expect(list().map((c) => c.name)).toEqual(['ksaMateMx', `Wallet${'W'.repeat(58)}`])
  })

  it('drops an icon that is not a data:image or https URL', () => {
    const { list } = watch()
    const provider = createTestProvider()
    announce({ info: info({ uuid: 'j', icon: 'javascript:alert(document.cookie)' }), provider })
    announce({ info: info({ uuid: 'h', icon: 'https://wallet.example/icon.svg' }), provider })
    expect(list().map((c) => c.icon)).toEqual([undefined, 'https://wallet.example/icon.svg'])
  })

  it('stops listening when stopped', () => {
    const { onChange } = watch()
    stops.pop()?.()
    announce({ info: info(), provider: createTestProvider() })
    expect(onChange).not.toHaveBeenCalled()
  })
})

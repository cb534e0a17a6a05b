import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError.js'
import { TestRpcError } from '../connectors/fixtures/createTestProvider.js'
import {
  createNameRegistration,
  maxNameSuggestions,
  nameSuggestionDebounceMs,
} from './createNameRegistration.js'
import {
  base,
  ethereum,
  fakeNameRegistrationContext,
  type MockedNameRegistrationContext,
  other,
  owner,
  ownerChecksummed,
  sepolia,
  signature,
} from './fixtures/fakeNameRegistrationContext.js'

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)

function opened(overrides: Partial<MockedNameRegistrationContext> = {}) {
  const fake = fakeNameRegistrationContext(overrides)
  const names = createNameRegistration(fake.context)
  names.open()
  const stop = names.watch()
  return { ...fake, names, stop }
}

async function typed(text: string, overrides: Partial<MockedNameRegistrationContext> = {}) {
  const setup = opened(overrides)
  setup.names.setText(text)
  await settle(nameSuggestionDebounceMs)
  return setup
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('createNameRegistration: where names can be registered', () => {
  it('says why not: no account, another namespace, a testnet', () => {
    expect(opened({ account: vi.fn(() => undefined) }).names.getState().unavailable).toBe(
      'notConnected',
    )
    const solana = { ...ethereum, chainNamespace: 'solana' as const, name: 'Solana' }
    const onSolana = opened({
      account: vi.fn(() => ({ namespace: 'solana' as const, network: solana, address: 'x' })),
    })
    expect(onSolana.names.getState()).toMatchObject({
      unavailable: 'namespace',
      networkName: 'Solana',
    })
    const onSepolia = opened({
      account: vi.fn(() => ({ namespace: 'eip155' as const, network: sepolia, address: owner })),
    })
    expect(onSepolia.names.getState()).toMatchObject({
      unavailable: 'network',
      networkName: 'Sepolia',
    })
    onSepolia.names.setText('alice')
    expect(onSepolia.names.getState().text).toBe('')
  })

  it('offers the form for a connected eip155 account on a network that shows names', () => {
    expect(opened().names.getState()).toMatchObject({
      unavailable: undefined,
      address: owner,
      step: 'editing',
      problem: { kind: 'empty' },
    })
  })
})

describe('createNameRegistration: typing a name', () => {
  it('says what is wrong at once, and asks the service nothing about it', async () => {
    const { names, mocks } = opened()
    names.setText('Al!ce')
    expect(names.getState().problem).toEqual({ kind: 'character', character: '!' })
    names.setText('ali')
    expect(names.getState().problem).toEqual({ kind: 'tooShort' })
    names.setText('-alice')
    expect(names.getState().problem).toEqual({ kind: 'hyphenAtEdge' })
    expect(names.getState()).toMatchObject({ label: undefined, availability: 'unknown' })
    await settle(nameSuggestionDebounceMs * 2)
    expect(mocks.suggestions).not.toHaveBeenCalled()
    expect(mocks.nameRecord).not.toHaveBeenCalled()
  })

  it('asks once typing pauses, and tells whether the name is free with free names like it', async () => {
    const { names, mocks } = opened()
    for (const text of ['a', 'al', 'ali', 'alic', 'Alice']) names.setText(text)
    expect(names.getState()).toMatchObject({ label: 'alice', availability: 'checking' })
    await settle(nameSuggestionDebounceMs - 1)
    expect(mocks.suggestions).not.toHaveBeenCalled()
    await settle(1)
    expect(mocks.suggestions).toHaveBeenCalledTimes(1)
    expect(mocks.suggestions.mock.calls[0]?.[0]).toBe('alice')
    // alice1 is taken, alice itself is the typed name: neither is suggested.
    expect(names.getState()).toMatchObject({
      text: 'Alice',
      availability: 'available',
      suggestions: [
        { name: 'alice2.reown.id', registered: false },
        { name: 'alice-x.reown.id', registered: false },
      ],
    })
    expect(mocks.nameRecord).not.toHaveBeenCalled()
  })

  it('says a name is taken, typed alone or with its zone', async () => {
    for (const text of ['Carol', 'carol.reown.id']) {
      const { names, mocks } = await typed(text)
      expect(names.getState()).toMatchObject({ label: 'carol', availability: 'taken' })
      expect(mocks.nameRecord).not.toHaveBeenCalled()
    }
  })

  it("reads the name's own record when the suggestions do not list it", async () => {
    const { names, mocks } = await typed('alice1', { suggestions: vi.fn(async () => []) })
    expect(mocks.nameRecord).toHaveBeenCalledWith('alice1.reown.id', expect.any(AbortSignal))
    expect(names.getState()).toMatchObject({ availability: 'taken', suggestions: [] })
  })

  it('says the service could not be asked when neither call answers', async () => {
    const down = vi.fn(async () => Promise.reject(new Error('offline')))
    const { names } = await typed('alice', { suggestions: down, nameRecord: down })
    expect(names.getState().availability).toBe('error')
  })

  it('drops suggestions that are not free names of the default zone', async () => {
    const { names } = await typed('alice', {
      suggestions: vi.fn(async () => [
        { name: 'alice.reown.id', registered: false },
        { name: 'аlice.reown.id', registered: false },
        { name: 'alice.wcn.id', registered: false },
        { name: 'xn--lice.reown.id', registered: false },
        { name: 'ALICE9.reown.id', registered: false },
        ...Array.from({ length: 10 }, (_, index) => ({
          name: `alice-${index}.reown.id`,
          registered: false,
        })),
      ]),
    })
    const shown = names.getState().suggestions.map((entry) => entry.name)
    expect(shown[0]).toBe('alice9.reown.id')
    expect(shown).toHaveLength(maxNameSuggestions)
    expect(shown.every((name) => /^[a-z0-9-]+\.reown\.id$/.test(name))).toBe(true)
  })

  it('drops the answer about a name typed before the current one', async () => {
    const slow = deferred<{ name: string; registered: boolean }[]>()
    const suggestions = vi
      .fn()
      .mockImplementationOnce(() => slow.promise)
      .mockImplementation(async (label: string) => [
        { name: `${label}.reown.id`, registered: true },
      ])
    const { names } = await typed('alice', { suggestions })
    names.setText('carol')
    await settle(nameSuggestionDebounceMs)
    expect(names.getState()).toMatchObject({ label: 'carol', availability: 'taken' })
    slow.resolve([{ name: 'alice.reown.id', registered: false }])
    await settle()
    expect(names.getState()).toMatchObject({ label: 'carol', availability: 'taken' })
  })

  it('fills the field with a suggestion, free at once', async () => {
    const { names } = await typed('alice')
    names.choose('alice2.reown.id')
    expect(names.getState()).toMatchObject({
      text: 'alice2',
      label: 'alice2',
      problem: undefined,
      availability: 'available',
    })
  })
})

describe('createNameRegistration: registering', () => {
  it('has the wallet sign the registration message, registers it and shows the name', async () => {
    const { names, mocks } = await typed('Alice')
    await names.register()
    const timestamp = Math.floor(Date.now() / 1000)
    const message = JSON.stringify({
      name: 'alice.reown.id',
      address: ownerChecksummed,
      coinType: 0x80000001,
      attributes: {},
      timestamp,
    })
    expect(mocks.sign).toHaveBeenCalledWith(
      expect.objectContaining({ address: owner }),
      ownerChecksummed,
      message,
    )
    expect(mocks.register).toHaveBeenCalledWith({
      coinType: 0x80000001,
      address: ownerChecksummed,
      message,
      signature,
    })
    expect(mocks.registered).toHaveBeenCalledWith(
      expect.objectContaining({ address: owner, network: ethereum }),
      'alice.reown.id',
    )
    expect(mocks.showSuccess).toHaveBeenCalledTimes(1)
    expect(names.getState()).toMatchObject({ step: 'success', registered: 'alice.reown.id' })
  })

  it("uses the active network's coin type", async () => {
    const { names, mocks, setAccount } = opened()
    setAccount({ namespace: 'eip155', network: base, address: owner })
    names.setText('alice')
    await settle(nameSuggestionDebounceMs)
    await names.register()
    expect(mocks.register.mock.calls[0]?.[0].coinType).toBe(2147492101)
  })

  it('shows signing, then registering', async () => {
    const signing = deferred<string>()
    const registering = deferred<void>()
    const { names } = await typed('alice', {
      sign: vi.fn(() => signing.promise),
      register: vi.fn(() => registering.promise),
    })
    const done = names.register()
    expect(names.getState().step).toBe('signing')
    signing.resolve(signature)
    await settle()
    expect(names.getState().step).toBe('registering')
    registering.resolve()
    await done
    expect(names.getState().step).toBe('success')
  })

  it('registers once for a double click', async () => {
    const { names, mocks } = await typed('alice')
    await Promise.all([names.register(), names.register()])
    expect(mocks.sign).toHaveBeenCalledTimes(1)
    expect(mocks.register).toHaveBeenCalledTimes(1)
  })

  it('registers nothing that is not a valid, free name', async () => {
    const invalid = await typed('al')
    await invalid.names.register()
    const taken = await typed('alice1')
    await taken.names.register()
    const checking = opened()
    checking.names.setText('alice')
    await checking.names.register()
    for (const { mocks } of [invalid, taken, checking]) expect(mocks.sign).not.toHaveBeenCalled()
  })

  it('goes back to the form with why when the wallet declines to sign', async () => {
    const { names, mocks } = await typed('alice', {
      sign: vi.fn(async () => Promise.reject(new TestRpcError(4001, 'User rejected the request.'))),
    })
    await names.register()
    expect(mocks.register).not.toHaveBeenCalled()
    expect(names.getState()).toMatchObject({
      step: 'failed',
      failure: { kind: 'declined', reason: 'User rejected the request.' },
      text: 'alice',
      availability: 'available',
    })
    names.setText('alice2')
    expect(names.getState()).toMatchObject({ step: 'editing', failure: undefined })
  })

  it("tells the service's reason when it refuses, or that it could not be reached", async () => {
    const { names, mocks, taken } = await typed('alice')
    taken.add('alice.reown.id')
    await names.register()
    expect(names.getState()).toMatchObject({
      step: 'failed',
      failure: { kind: 'refused', reason: 'Name is already registered' },
      availability: 'checking',
    })
    await settle()
    expect(names.getState().availability).toBe('taken')
    taken.delete('alice.reown.id')
    names.setText('alic')
    names.setText('alice')
    await settle(nameSuggestionDebounceMs)
    expect(names.getState().availability).toBe('available')
    const url = 'https://rpc.example/v1/profile/account'
    mocks.register.mockRejectedValueOnce(
      new Error('Error registering name', {
        cause: new ApiError('HTTP_REQUEST_FAILED', { url, status: 500 }),
      }),
    )
    await names.register()
    expect(names.getState().failure).toEqual({ kind: 'refused', reason: undefined })
    await settle()
    mocks.register.mockRejectedValueOnce(
      new Error('Error registering name', {
        cause: new ApiError('HTTP_REQUEST_FAILED', { url, details: 'Failed to fetch' }),
      }),
    )
    await names.register()
    expect(names.getState().failure).toEqual({ kind: 'unreachable' })
    expect(mocks.registered).not.toHaveBeenCalled()
    expect(mocks.showSuccess).not.toHaveBeenCalled()
  })

  it('says why the wallet could not sign, in its own words made inert', async () => {
    const { names } = await typed('alice', {
      sign: vi.fn(async () => Promise.reject(new TestRpcError(-32603, 'Ledger\u202e locked'))),
    })
    await names.register()
    expect(names.getState().failure).toEqual({ kind: 'signFailed', reason: 'Ledger locked' })
  })

  it('registers nothing when the account changes while the wallet signs', async () => {
    const signing = deferred<string>()
    const { names, mocks, setAccount } = await typed('alice', {
      sign: vi.fn(() => signing.promise),
    })
    const done = names.register()
    setAccount({ namespace: 'eip155', network: ethereum, address: other })
    expect(names.getState()).toMatchObject({
      step: 'failed',
      failure: { kind: 'accountChanged' },
      address: other,
      text: '',
    })
    signing.resolve(signature)
    await done
    expect(mocks.register).not.toHaveBeenCalled()
    expect(names.getState().step).toBe('failed')
  })

  it('registers nothing when the network changed while the view was not watching', async () => {
    const signing = deferred<string>()
    const { names, mocks, setAccount, stop } = await typed('alice', {
      sign: vi.fn(() => signing.promise),
    })
    stop()
    const done = names.register()
    setAccount({ namespace: 'eip155', network: base, address: owner })
    signing.resolve(signature)
    await done
    expect(mocks.register).not.toHaveBeenCalled()
    expect(names.getState()).toMatchObject({ step: 'failed', failure: { kind: 'accountChanged' } })
  })

  it('keeps a name registered while the account changed for the account that signed it', async () => {
    const registering = deferred<void>()
    const { names, mocks, setAccount } = await typed('alice', {
      register: vi.fn(() => registering.promise),
    })
    const done = names.register()
    await settle()
    setAccount({ namespace: 'eip155', network: ethereum, address: other })
    registering.resolve()
    await done
    expect(mocks.registered).toHaveBeenCalledWith(
      expect.objectContaining({ address: owner }),
      'alice.reown.id',
    )
    expect(mocks.showSuccess).not.toHaveBeenCalled()
    expect(names.getState()).toMatchObject({ step: 'failed', address: other })
  })

  it('starts over after a success when the view opens again', async () => {
    const { names } = await typed('alice')
    await names.register()
    names.open()
    expect(names.getState()).toMatchObject({ step: 'editing', text: '', registered: undefined })
  })

  it('stops asking the service once disposed', async () => {
    const { names, mocks } = opened()
    names.setText('alice')
    names.dispose()
    await settle(nameSuggestionDebounceMs)
    expect(mocks.suggestions).not.toHaveBeenCalled()
  })
})

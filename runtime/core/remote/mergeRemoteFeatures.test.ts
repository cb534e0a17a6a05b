import { describe, expect, it } from 'vitest'
import { testConfig } from '../fixtures/testConfig.js'
import { type FeatureState, localFeatures } from '../state/createFeatureStore.js'
import { mergeRemoteFeatures, type RemoteFeatureEntry } from './mergeRemoteFeatures.js'

const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

/** The features of a default config, with `features` changed. */
function local(features: Record<string, unknown> = {}): FeatureState {
  return localFeatures(testConfig({ features }))
}

/** The remote answer of the sandbox's default fixture: agrees with a default config. */
const agreeing: RemoteFeatureEntry[] = [
  { id: 'email', isEnabled: true, config: null },
  { id: 'socials', isEnabled: true, config: all },
  { id: 'swaps', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reown_branding', isEnabled: true, config: null },
  { id: 'multi_wallet', isEnabled: false, config: null },
]

describe('mergeRemoteFeatures', () => {
  it('changes nothing and reports nothing when the remote side agrees', () => {
    const before = local()
    const { features, overrides } = mergeRemoteFeatures(before, agreeing)
    expect(features).toEqual(before)
    expect(features).not.toBe(before)
    expect(overrides).toEqual([])
  })

  it.each([
    ['email', 'email'],
    ['swaps', 'swaps'],
    ['onramp', 'onramp'],
    ['activity', 'activity'],
  ] as const)('turns %s off remotely, and says the local setting is ignored', (id, key) => {
    const { features, overrides } = mergeRemoteFeatures(local(), [{ id, isEnabled: false }])
    expect(features[key]).toBe(false)
    expect(overrides).toEqual([
      {
        key: `features.${key}`,
        message: `Local configuration ignored: features.${key} is disabled remotely (local: enabled)`,
      },
    ])
  })

  it('turns a switch on remotely that is off locally (remote wins both ways)', () => {
    const { features, overrides } = mergeRemoteFeatures(local({ onramp: false }), [
      { id: 'onramp', isEnabled: true, config: ['meld'] },
    ])
    expect(features.onramp).toBe(true)
    expect(overrides.map((override) => override.message)).toEqual([
      'Local configuration ignored: features.onramp is enabled remotely (local: disabled)',
    ])
  })

  it('maps multi_wallet to features.multiWallet', () => {
    const { features, overrides } = mergeRemoteFeatures(local(), [
      { id: 'multi_wallet', isEnabled: true },
    ])
    expect(features.multiWallet).toBe(true)
    expect(overrides[0]?.message).toBe(
      'Local configuration ignored: features.multiWallet is enabled remotely (local: disabled)',
    )
  })

  it('keeps reown_branding, which has no local setting, without an override', () => {
    const { features, overrides } = mergeRemoteFeatures(local(), [
      { id: 'reown_branding', isEnabled: false },
    ])
    expect(features.reownBranding).toBe(false)
    expect(overrides).toEqual([])
  })

  it('takes the remote social provider list, in its order', () => {
    const { features, overrides } = mergeRemoteFeatures(local(), [
      { id: 'socials', isEnabled: true, config: ['github', 'google'] },
    ])
    expect(features.socials).toEqual(['github', 'google'])
    expect(overrides[0]?.message).toBe(
      `Local configuration ignored: features.socials is github, google remotely (local: ${all.join(', ')})`,
    )
  })

  it('keeps the local providers when the remote side enables socials without a list', () => {
    const { features, overrides } = mergeRemoteFeatures(local({ socials: ['x'] }), [
      { id: 'socials', isEnabled: true, config: null },
    ])
    expect(features.socials).toEqual(['x'])
    expect(overrides).toEqual([])
  })

  it('turns socials on remotely when they are off locally', () => {
    const listed = mergeRemoteFeatures(local({ socials: false }), [
      { id: 'socials', isEnabled: true, config: ['x'] },
    ])
    expect(listed.features.socials).toEqual(['x'])
    expect(listed.overrides[0]?.message).toBe(
      'Local configuration ignored: features.socials is enabled remotely (x) (local: disabled)',
    )
    const unlisted = mergeRemoteFeatures(local({ socials: false }), [
      { id: 'socials', isEnabled: true },
    ])
    expect(unlisted.features.socials).toEqual(all)
    expect(unlisted.overrides[0]?.message).toBe(
      'Local configuration ignored: features.socials is enabled remotely (local: disabled)',
    )
  })

  it('turns socials off remotely', () => {
    const { features, overrides } = mergeRemoteFeatures(local({ socials: ['google'] }), [
      { id: 'socials', isEnabled: false, config: ['google'] },
    ])
    expect(features.socials).toBe(false)
    expect(overrides[0]?.message).toBe(
      'Local configuration ignored: features.socials is disabled remotely (local: google)',
    )
  })

  it('drops provider names it does not know, and never repeats them in a message', () => {
    const hostile = [
      'google',
      '\u001b[2J\u001b]0;pwned\u0007',
      'x\u202egnp.exe',
      '<img src=x onerror=alert(1)>',
      '__proto__',
      'constructor',
      'GOOGLE',
      'x'.repeat(100_000),
      42,
      null,
      { name: 'github' },
      'google',
      'apple',
    ]
    const { features, overrides } = mergeRemoteFeatures(local(), [
      { id: 'socials', isEnabled: true, config: hostile },
    ])
    expect(features.socials).toEqual(['google', 'apple'])
    expect(overrides).toHaveLength(1)
    const message = overrides[0]?.message ?? ''
    expect(message).toBe(
      `Local configuration ignored: features.socials is google, apple remotely (local: ${all.join(', ')})`,
    )
  })

  it('turns socials off when the remote list names no provider it knows', () => {
    const { features, overrides } = mergeRemoteFeatures(local(), [
      { id: 'socials', isEnabled: true, config: ['myspace', ''] },
    ])
    expect(features.socials).toBe(false)
    expect(overrides[0]?.message).toBe(
      `Local configuration ignored: features.socials is none remotely (local: ${all.join(', ')})`,
    )
    const offAlready = mergeRemoteFeatures(local({ socials: false }), [
      { id: 'socials', isEnabled: true, config: ['myspace'] },
    ])
    expect(offAlready).toEqual({ features: local({ socials: false }), overrides: [] })
  })

  it('ignores unknown ids, including names of Object.prototype', () => {
    const remote = [
      { id: 'something_new', isEnabled: false },
      { id: '__proto__', isEnabled: false },
      { id: 'toString', isEnabled: false },
      { id: 'hasOwnProperty', isEnabled: false },
      { id: 'send', isEnabled: false },
      { id: 'reownBranding', isEnabled: false },
      { id: 'multiWallet', isEnabled: true },
    ]
    const before = local()
    const { features, overrides } = mergeRemoteFeatures(before, remote)
    expect(features).toEqual(before)
    expect(overrides).toEqual([])
    expect(Object.getPrototypeOf(features)).toBe(Object.prototype)
  })

  it('ignores malformed entries and a malformed list', () => {
    const malformed = [
      null,
      'swaps',
      42,
      [],
      { id: 'swaps' },
      { id: 'swaps', isEnabled: 'false' },
      { id: 'swaps', isEnabled: 0 },
      { id: 7, isEnabled: false },
      { isEnabled: false },
    ] as unknown as RemoteFeatureEntry[]
    const before = local()
    expect(mergeRemoteFeatures(before, malformed)).toEqual({ features: before, overrides: [] })
    const notAList = { features: [] } as unknown as RemoteFeatureEntry[]
    expect(mergeRemoteFeatures(before, notAList)).toEqual({ features: before, overrides: [] })
  })

  it('takes the first entry of an id and ignores the repeats', () => {
    const { features, overrides } = mergeRemoteFeatures(local(), [
      { id: 'swaps', isEnabled: false },
      { id: 'swaps', isEnabled: true },
      { id: 'swaps', isEnabled: false },
    ])
    expect(features.swaps).toBe(false)
    expect(overrides).toHaveLength(1)
  })

  it('reports several overrides in the order the remote side lists them, and leaves the input alone', () => {
    const before = local()
    const snapshot = structuredClone(before)
    const { features, overrides } = mergeRemoteFeatures(before, [
      { id: 'activity', isEnabled: false },
      { id: 'email', isEnabled: false },
      { id: 'swaps', isEnabled: true },
    ])
    expect(overrides.map((override) => override.key)).toEqual([
      'features.activity',
      'features.email',
    ])
    expect(features).toMatchObject({ activity: false, email: false, swaps: true })
    expect(before).toEqual(snapshot)
  })

  it('keeps the fields it does not merge, such as the source', () => {
    const { features } = mergeRemoteFeatures(local(), [{ id: 'swaps', isEnabled: false }])
    expect(features.source).toBe('local')
  })
})

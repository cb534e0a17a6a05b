import { describe, expect, it } from 'vitest'
import { configSchema } from '../../schema/index.js'
import { remoteOverrides } from './remoteOverrides.js'

const features = (input: Record<string, unknown> = {}) =>
  configSchema.shape.features.parse(input) as ReturnType<typeof configSchema.parse>['features']
const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

// The merge itself is tested in runtime/core/remote/mergeRemoteFeatures.test.ts: these check that
// doctor reports it for a config's own features, with the words the runtime logs.
describe('remoteOverrides', () => {
  it('finds nothing when the remote features agree with the local ones', () => {
    const remote = [
      { id: 'email', isEnabled: true, config: null },
      { id: 'socials', isEnabled: true, config: all },
      { id: 'swaps', isEnabled: true, config: ['1inch'] },
      { id: 'reown_branding', isEnabled: false, config: null },
    ]
    expect(remoteOverrides(features(), remote)).toEqual([])
  })

  it('reports a switch turned off remotely', () => {
    expect(remoteOverrides(features(), [{ id: 'email', isEnabled: false }])).toEqual([
      {
        key: 'features.email',
        message:
          'Local configuration ignored: features.email is disabled remotely (local: enabled)',
      },
    ])
  })

  it('reports a switch turned on remotely', () => {
    const [override] = remoteOverrides(features({ onramp: false }), [
      { id: 'onramp', isEnabled: true },
    ])
    expect(override?.message).toBe(
      'Local configuration ignored: features.onramp is enabled remotely (local: disabled)',
    )
  })

  it('reports a different social provider list', () => {
    const [override] = remoteOverrides(features(), [
      { id: 'socials', isEnabled: true, config: ['google', 'github'] },
    ])
    expect(override?.message).toBe(
      `Local configuration ignored: features.socials is google, github remotely (local: ${all.join(', ')})`,
    )
  })

  it('reports socials enabled remotely when they are off locally', () => {
    const [override] = remoteOverrides(features({ socials: false }), [
      { id: 'socials', isEnabled: true, config: ['x'] },
    ])
    expect(override?.message).toBe(
      'Local configuration ignored: features.socials is enabled remotely (x) (local: disabled)',
    )
  })

  it('ignores reown_branding, which has no local setting, and unknown ids', () => {
    const remote = [
      { id: 'reown_branding', isEnabled: false },
      { id: 'something_new', isEnabled: false },
    ]
    expect(remoteOverrides(features(), remote)).toEqual([])
  })

  it('reports multi_wallet as features.multiWallet', () => {
    const [override] = remoteOverrides(features(), [{ id: 'multi_wallet', isEnabled: true }])
    expect(override).toEqual({
      key: 'features.multiWallet',
      message:
        'Local configuration ignored: features.multiWallet is enabled remotely (local: disabled)',
    })
  })

  it('drops social provider names the kit does not know, and never prints them', () => {
    const hostile = ['google', '\u001b[2J\u202e', ...Array.from({ length: 500 }, (_, i) => `p${i}`)]
    const [override] = remoteOverrides(features(), [
      { id: 'socials', isEnabled: true, config: hostile },
    ])
    expect(override?.message).toBe(
      `Local configuration ignored: features.socials is google remotely (local: ${all.join(', ')})`,
    )
  })
})

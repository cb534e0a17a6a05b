import { describe, expect, it } from 'vitest'
import { configSchema } from '../../schema/index.js'
import { remoteOverrides } from './remoteOverrides.js'

const features = (input: Record<string, unknown> = {}) =>
  configSchema.shape.features.parse(input) as ReturnType<typeof configSchema.parse>['features']
const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

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

  it('ignores remote features with no local setting and unknown ids', () => {
    const remote = [
      { id: 'multi_wallet', isEnabled: true },
      { id: 'something_new', isEnabled: false },
    ]
    expect(remoteOverrides(features(), remote)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { socialProviders } from '../configSchema.js'
import {
  isPopupSocialProvider,
  messagingPlatformOf,
  popupSocialProviders,
  socialsShown,
} from './socialProviders.js'

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0'

describe('popupSocialProviders', () => {
  it("is the config's social list without farcaster, which has its own URI flow", () => {
    expect([...popupSocialProviders].sort()).toEqual(
      socialProviders.filter((provider) => provider !== 'farcaster').sort(),
    )
  })

  it.each([
    ['github', true],
    ['x', true],
    ['farcaster', false],
    ['Google', false],
    ['', false],
    [undefined, false],
    [['google'], false],
  ])('isPopupSocialProvider(%j) is %s', (value, expected) => {
    expect(isPopupSocialProvider(value)).toBe(expected)
  })
})

describe('messagingPlatformOf', () => {
  it.each([
    ['ios', 'ios'],
    ['android', 'android'],
    ['android_x', 'android'],
    ['macos', 'mac'],
  ])("reads the mini-app's platform %s as %s", (platform, expected) => {
    expect(
      messagingPlatformOf({
        Telegram: { WebApp: { platform } },
        navigator: { userAgent: windows },
      }),
    ).toBe(expected)
  })

  it.each([
    [iphone, 'ios'],
    [android, 'android'],
    [mac, 'mac'],
    [windows, 'other'],
    ['', 'other'],
  ])('falls back to the user agent when the platform says nothing: %s', (userAgent, expected) => {
    for (const platform of ['tdesktop', 'weba', undefined, 42]) {
      expect(
        messagingPlatformOf({
          Telegram: { WebApp: { platform, initData: 'query_id=1' } },
          navigator: { userAgent },
        }),
      ).toBe(expected)
    }
  })

  it('finds no mini-app on an ordinary page', () => {
    expect(messagingPlatformOf({ navigator: { userAgent: iphone } })).toBeUndefined()
    expect(messagingPlatformOf({ Telegram: {} })).toBeUndefined()
    expect(messagingPlatformOf({ Telegram: { WebApp: undefined } })).toBeUndefined()
    expect(messagingPlatformOf({})).toBeUndefined()
  })

  it("finds no mini-app where the messaging script runs outside the app (platform 'unknown')", () => {
    const outside = { platform: 'unknown', initData: '' }
    expect(
      messagingPlatformOf({ Telegram: { WebApp: outside }, navigator: { userAgent: iphone } }),
    ).toBeUndefined()
    // Launched by the app with a platform it does not name: a mini-app, read from the agent.
    expect(
      messagingPlatformOf({
        Telegram: { WebApp: { platform: 'unknown', initData: 'query_id=1' } },
        navigator: { userAgent: iphone },
      }),
    ).toBe('ios')
  })
})

describe('socialsShown', () => {
  const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

  it.each([
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['mac', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
    ['other', [...all]],
  ] as const)('on a %s mini-app keeps %j, in order', (platform, expected) => {
    expect(socialsShown(all, platform)).toEqual(expected)
  })

  it('filters nothing outside a mini-app, whatever the device', () => {
    expect(socialsShown(all, undefined)).toEqual([...all])
  })

  it('keeps the order the app gave and returns a new list', () => {
    const providers = ['facebook', 'github', 'x'] as const
    const shown = socialsShown(providers, 'android')
    expect(shown).toEqual(['github'])
    expect(providers).toEqual(['facebook', 'github', 'x'])
  })
})

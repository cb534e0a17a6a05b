import { describe, expect, it } from 'vitest'
import {
  isSandboxSocialProvider,
  maxUserNameLength,
  readUserName,
  sandboxSocialProviders,
} from './socialProviders.js'

describe('the sandbox social providers', () => {
  it('serves the six popup providers, and suggests a discord name with a trailing 0', () => {
    expect(Object.keys(sandboxSocialProviders)).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(sandboxSocialProviders.discord.suggestedUserName).toMatch(/0$/)
    for (const name of ['farcaster', '__proto__', 'toString', 'Google', 42, undefined]) {
      expect(isSandboxSocialProvider(name)).toBe(false)
    }
  })

  it.each([
    ['ada.google', 'ada.google'],
    ['  ada0 ', 'ada0'],
    ['Ada Lovelace', 'Ada Lovelace'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['x'.repeat(maxUserNameLength), 'x'.repeat(maxUserNameLength)],
    ['x'.repeat(maxUserNameLength + 1), undefined],
    ['', undefined],
    ['   ', undefined],
    ['ada\u202Eelgoog', undefined],
    ['ad\u200Ba', undefined],
    ['ada\nbob', undefined],
    ['ada\u0085', undefined],
    ['google:ada', undefined],
    ['ada@example.com', undefined],
    [42, undefined],
    [null, undefined],
  ])('reads the user name %j as %j', (value, name) => {
    expect(readUserName(value)).toBe(name)
  })
})

import { describe, expect, it } from 'vitest'
import { normalizeConfig } from './normalizeConfig.js'
import { validateConfig } from './validateConfig.js'

const valid = {
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Dapp', url: 'https://dapp.example' },
  networks: ['mainnet'],
}

function problems(input: unknown): string[] {
  return validateConfig(input).issues.map((issue) => `${issue.path}: ${issue.message}`)
}

function normalized(input: object) {
  const result = validateConfig({ ...valid, ...input })
  if (!result.ok) throw new Error(JSON.stringify(result.issues))
  return normalizeConfig(result.config)
}

describe('locale', () => {
  it('is English by default, which the normalized config leaves out', () => {
    expect(normalized({}).locale).toBeUndefined()
    expect(normalized({ locale: 'en' }).locale).toBeUndefined()
  })

  it('takes a bundled language', () => {
    expect(normalized({ locale: 'ar' }).locale).toBe('ar')
    expect(normalized({ locale: 'de' }).locale).toBe('de')
  })

  it('refuses a language the kit does not ship, listing those it does', () => {
    expect(problems({ ...valid, locale: 'fr' })).toEqual([
      'locale: must be one of "en", "ar", "de" (got "fr"); did you mean "ar"?',
    ])
  })
})

describe('messages', () => {
  it("keeps an app's overrides by key in the normalized config, and none when there are none", () => {
    expect(
      normalized({ messages: { connect: 'Log in', 'titles.Connect': 'Log in' } }).messages,
    ).toEqual({
      connect: 'Log in',
      'titles.Connect': 'Log in',
    })
    expect(normalized({ messages: {} }).messages).toBeUndefined()
    expect(normalized({}).messages).toBeUndefined()
  })

  it("accepts a message's own placeholders, in any order, each optional", () => {
    expect(
      problems({
        ...valid,
        messages: {
          'switchActiveChain.needs': 'Use {wallet} on {network}',
          'triggers.account': ', account',
        },
      }),
    ).toEqual([])
  })

  it('refuses a key that is not a message, at its path', () => {
    const [line, ...rest] = problems({ ...valid, messages: { connectt: 'Log in' } })
    expect(rest).toEqual([])
    expect(line).toMatch(/^messages\.connectt: is not a known option/)
  })

  it('refuses a placeholder the message does not have, naming the ones it has', () => {
    expect(
      problems({
        ...valid,
        messages: { 'switchActiveChain.needs': '{wallet} on {chain}', connect: 'Go {now}' },
      }),
    ).toEqual([
      'messages["switchActiveChain.needs"]: has no placeholder {chain}: this message\'s are {network}, {wallet} (got "{wallet} on {chain}")',
      'messages.connect: has no placeholder {now}: this message takes none (got "Go {now}")',
    ])
  })

  it('refuses an empty text and a text that is not a string', () => {
    expect(problems({ ...valid, messages: { back: '', close: 3 } })).toEqual([
      'messages.back: must not be empty',
      'messages.close: must be a string (got number 3)',
    ])
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledLocales, messageParams } from '../../../schema/grammar/messages.js'
import { strings } from '../strings.js'
import { sendStrings } from '../views/Send/sendStrings.js'
import { switchActiveChainStrings } from '../views/SwitchActiveChain/switchActiveChainStrings.js'
import { locale as ar } from './ar.js'
import { locale as de } from './de.js'
import { locale as en } from './en.js'
import { messageTables } from './messageTables.js'

const locales = { en, ar, de }
const translated = { ar, de }

/** Every message of `node` by its dotted key. */
function leaves(node: object, prefix = '', found = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'object' && value !== null) leaves(value, `${prefix}${key}.`, found)
    else found.set(`${prefix}${key}`, value)
  }
  return found
}

const english = new Map(messageTables.flatMap((table) => [...leaves(table)]))
/** What a message says for `⟦0⟧`, `⟦1⟧`...: English uses each argument it prints, by its slot. */
const sentinels = (count: number) => Array.from({ length: count }, (_, index) => `⟦${index}⟧`)
const shown = (text: string, count: number) =>
  sentinels(count).filter((sentinel) => text.includes(sentinel))

afterEach(() => en.apply())

describe('the bundled locales', () => {
  it('are the locale files of this folder, English first', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((file) => /^[a-z]{2,3}(-[A-Z]{2})?\.ts$/.test(file))
      .map((file) => file.slice(0, -3))
    expect([...files].sort()).toEqual([...bundledLocales].sort())
    expect(Object.keys(locales).sort()).toEqual([...bundledLocales].sort())
    expect(bundledLocales[0]).toBe('en')
  })

  it.each(Object.entries(translated))(
    '%s has every message of the catalogue, and no other',
    (_, locale) => {
      const own = leaves(locale.messages ?? {})
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, value] of own) {
        expect(typeof value, key).toBe(typeof english.get(key))
        if (typeof value === 'string') expect(value.trim(), key).not.toBe('')
      }
    },
  )

  it.each(Object.entries(translated))('%s says the same placeholders as English', (_, locale) => {
    const own = leaves(locale.messages ?? {})
    for (const [key, message] of english) {
      if (typeof message !== 'function') continue
      const args = sentinels(message.length)
      const theirs = (own.get(key) as (...args: string[]) => string)(...args)
      expect(theirs.trim(), key).not.toBe('')
      expect(shown(theirs, args.length), key).toEqual(shown(message(...args), args.length))
    }
  })

  it.each(Object.entries(translated))('%s names its language and direction', (code, locale) => {
    expect(locale.language).toBe(code)
    expect(locale.messages?.direction).toBe(code === 'ar' ? 'rtl' : 'ltr')
  })
})

describe('the overridable message keys', () => {
  it('are every English message, with as many placeholders as it has arguments', () => {
    const expected = [...english]
      .filter(([key]) => key !== 'language' && key !== 'direction')
      .map(([key, message]) => [key, typeof message === 'function' ? message.length : 0])
    const listed = Object.entries(messageParams).map(([key, params]) => [key, params.length])
    expect(listed.sort()).toEqual(expected.sort())
  })
})

describe('applying a locale', () => {
  it("writes its words into the core table and into a lazy view's table", () => {
    ar.apply()
    expect(strings.connect).toBe('اتصال')
    expect(strings.direction).toBe('rtl')
    expect(sendStrings.review).toBe('مراجعة الإرسال')
  })

  it('leaves no word of a locale applied before it', () => {
    ar.apply({ connect: 'دخول' })
    de.apply()
    expect(strings.connect).toBe('Verbinden')
    en.apply()
    expect(strings.connect).toBe('Connect')
    expect(strings.direction).toBe('ltr')
    expect(sendStrings.review).toBe('Review send')
  })

  it("puts an app's overrides over the locale's words, placeholders filled by name", () => {
    de.apply({ connect: 'Anmelden', 'triggers.account': '{shown} ({address})' })
    expect(strings.connect).toBe('Anmelden')
    expect(strings.disconnect).toBe('Trennen')
    expect(strings.triggers.account('0xab...c', '0xabc')).toBe('0xab...c (0xabc)')
  })

  it('fills each placeholder with its own argument, whatever their order', () => {
    en.apply({ 'switchActiveChain.needs': '{wallet} for {network}' })
    expect(switchActiveChainStrings.needs('Solana', 'a Solana wallet')).toBe(
      'a Solana wallet for Solana',
    )
  })

  it('refuses a key that is not a message, naming it', () => {
    expect(() => en.apply({ connectt: 'Log in' } as never)).toThrow(
      '"connectt" is not a message the app can override',
    )
  })
})

describe('docs/locales.md', () => {
  it('lists every message key with its English text, placeholders by name', () => {
    const docs = readFileSync(new URL('../../../docs/locales.md', import.meta.url), 'utf8')
    for (const [key, params] of Object.entries(messageParams)) {
      const message = english.get(key)
      const text =
        typeof message === 'function'
          ? message(...params.map((param) => `{${param}}`))
          : String(message)
      expect(docs, key).toContain(`| \`${key}\` | ${text.replaceAll('|', '\\|')} |`)
    }
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const devWallet = fileURLToPath(new URL('../sandbox/devWallet/', import.meta.url))

/** Every prompt title the Sandbox Wallet's sources spell out (quoted, or a `Sign ... ?` template). */
function promptTitles(): string[] {
  const titles = new Set<string>()
  for (const name of readdirSync(devWallet)) {
    if (!name.endsWith('.ts') || name.includes('.test.')) continue
    const text = readFileSync(join(devWallet, name), 'utf8')
    for (const [title] of text.matchAll(/'[A-Z][^'\n]*\?'|`Sign [^`\n]*\?`/g)) titles.add(title)
  }
  return [...titles].sort()
}

// approvePrompt learns from a prompt's title how many entries its approval records (a prompt that
// signs or sends starts with 'Sign ' or 'Send '; its count is a number in the title), and
// signedByWallet waits for them. A new or renamed title must be checked against that rule here.
describe('the Sandbox Wallet prompt titles the testing helpers read', () => {
  it('are the known ones: those that record start with Sign or Send, the others do not', () => {
    expect(promptTitles()).toEqual([
      "'Add a network?'",
      "'Connect to this site?'",
      "'Send this transaction?'",
      "'Sign this message?'",
      "'Sign this transaction?'",
      "'Sign typed data?'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source's template, as text
      '`Sign ${inputs.length} messages?`',
    ])
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateWalletLink } from './validateWalletLink.js'

// docs/security.md lists the schemes an app link may not use, for app authors: each one it names
// must really be refused, so the page cannot promise more than the rule does.
const page = readFileSync(new URL('../../../docs/security.md', import.meta.url), 'utf8')
const section = page.split('### Schemes an app link may not use')[1]?.split('\n### ')[0] ?? ''
const documented = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .flatMap((line) => line.split(' | ')[0]?.match(/`[a-z][a-z0-9+.-]*:`/g) ?? [])
  .map((quoted) => quoted.slice(1, -2))

describe('the refused schemes of docs/security.md', () => {
  it('are read from its table', () => {
    expect(documented).toEqual(expect.arrayContaining(['javascript', 'ms-msdt', 'search-ms']))
    expect(documented.length).toBeGreaterThanOrEqual(25)
  })

  it.each(documented)('refuses %s: as an app link and as the scheme of an intent: link', (name) => {
    expect(validateWalletLink(`${name}://x`, 'deep')).toBeUndefined()
    expect(validateWalletLink(`${name.toUpperCase()}:x`, 'deep')).toBeUndefined()
    expect(validateWalletLink(`intent://x#Intent;scheme=${name};end`, 'deep')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { devWarnings } from './devWarnings.js'

const email = {
  path: 'features.email',
  message: 'email login is not offered: no services.secureSite is set.',
}
const bitcoin = { path: 'networks[1]', message: 'is a Bitcoin (bip122) network' }
const collapse = { path: 'features.collapseWallets', message: 'is not yet available' }

describe('devWarnings', () => {
  it('drops the missing secure site warning when the sandbox runs its stand-in, and keeps the others', () => {
    expect(
      devWarnings([email, bitcoin, collapse], { secureSite: 'http://localhost:40006' }),
    ).toEqual([
      'networks[1]: is a Bitcoin (bip122) network',
      'features.collapseWallets: is not yet available',
    ])
  })

  it('keeps it when the sandbox runs no secure site, as email login then is not offered', () => {
    expect(devWarnings([email, collapse], {})).toEqual([
      'features.email: email login is not offered: no services.secureSite is set.',
      'features.collapseWallets: is not yet available',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { devWarnings } from './devWarnings.js'

const email = {
  path: 'features.email',
  message: 'email login is not offered: no services.secureSite is set.',
}
const swap = { path: 'features.swaps', message: 'is not offered on these networks' }
const collapse = { path: 'features.collapseWallets', message: 'is not yet available' }

describe('devWarnings', () => {
  it('drops the missing secure site warning when the sandbox runs its stand-in, and keeps the others', () => {
    expect(devWarnings([email, swap, collapse], { secureSite: 'http://localhost:40006' })).toEqual([
      'features.swaps: is not offered on these networks',
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

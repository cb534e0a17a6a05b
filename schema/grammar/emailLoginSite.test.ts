import { describe, expect, it } from 'vitest'
import { testConfig } from '../../runtime/core/fixtures/testConfig.js'
import { emailLoginSite } from './emailLoginSite.js'

const page = 'https://dapp.example'

describe('emailLoginSite', () => {
  it('gives the secure site origin when email login can work on the page', () => {
    const config = testConfig({ services: { secureSite: 'https://secure.example/' } })
    expect(emailLoginSite(config, page)).toEqual({ site: 'https://secure.example' })
  })

  it.each([
    [
      'features.email',
      testConfig({
        features: { email: false, socials: false },
        services: { secureSite: 'https://secure.example' },
      }),
    ],
    [
      'no-evm-network',
      testConfig({
        networks: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        services: { secureSite: 'https://secure.example' },
      }),
    ],
    ['no-secure-site', testConfig()],
  ] as const)('says why there is none: %s', (off, config) => {
    expect(emailLoginSite(config, page)).toEqual({ off })
  })

  it('gives the secure site with email off while social logins are listed (they use it too)', () => {
    const config = testConfig({
      features: { email: false, socials: ['github'] },
      services: { secureSite: 'https://secure.example' },
    })
    expect(emailLoginSite(config, page)).toEqual({ site: 'https://secure.example' })
    expect(emailLoginSite({ ...config, features: { email: false, socials: [] } }, page)).toEqual({
      off: 'features.email',
    })
  })

  it("refuses a secure site on the page's own origin (the schema sees metadata.url; this the page)", () => {
    const config = testConfig({ services: { secureSite: 'https://secure.example' } })
    expect(emailLoginSite(config, 'https://secure.example')).toEqual({ off: 'same-origin' })
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { defaultFixture } from '../../../sandbox/walletApi/defaultFixture.js'
import { startWalletApi, type WalletApi } from '../../../sandbox/walletApi/startWalletApi.js'
import type { AppKit } from '../AppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import { checkOrigin, UnverifiedDomainError } from './checkOrigin.js'

// The embedded wallet's ancestor check against the sandbox Wallet API over real HTTP: the
// project's allowlist (wildcards), the hosts always allowed, and SPEC section 8's answers to a
// failing list (429 and 5xx thrown; another status an empty list: only the always-allowed hosts).
let api: WalletApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function kitFor(allowedOrigins: string[], faults = {}): Promise<AppKit> {
  api = await startWalletApi({ fixture: { ...defaultFixture(), allowedOrigins }, faults })
  const config = testConfig()
  return { config: { ...config, services: { ...config.services, walletApi: api.url } } } as AppKit
}

describe('checkOrigin', () => {
  it('allows an origin on the project allowlist, exactly or by a wildcard entry', async () => {
    const appKit = await kitFor(['https://dapp.example', '*.dapp.example'])
    await expect(checkOrigin(appKit, 'https://dapp.example')).resolves.toBeUndefined()
    await expect(checkOrigin(appKit, 'https://app.dapp.example')).resolves.toBeUndefined()
  })

  it('refuses an origin the allowlist does not name with UNVERIFIED_DOMAIN', async () => {
    const appKit = await kitFor(['https://dapp.example'])
    const refusal = await checkOrigin(appKit, 'https://evil.example').catch((error) => error)
    expect(refusal).toBeInstanceOf(UnverifiedDomainError)
    expect(refusal).toMatchObject({
      code: 'UNVERIFIED_DOMAIN',
      shortMessage: 'Invalid App Configuration',
    })
    expect(refusal.details).toContain('https://evil.example')
    // A look-alike that only ends with the allowed name is not a subdomain of it.
    await expect(checkOrigin(appKit, 'https://notdapp.example')).rejects.toBeInstanceOf(
      UnverifiedDomainError,
    )
  })

  it('always allows the development and preview hosts of SPEC section 6', async () => {
    const appKit = await kitFor(['https://dapp.example'])
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:4000',
      'https://preview-1.pages.dev',
      'https://my-app.vercel.app',
      'https://abc.ngrok-free.app',
    ]) {
      await expect(checkOrigin(appKit, origin)).resolves.toBeUndefined()
    }
  })

  it('allows only the always-allowed hosts when the project lists none', async () => {
    const appKit = await kitFor([])
    await expect(checkOrigin(appKit, 'https://anything.example')).rejects.toBeInstanceOf(
      UnverifiedDomainError,
    )
    await expect(checkOrigin(appKit, 'http://localhost:3000')).resolves.toBeUndefined()
  })

  it('throws when the service does not answer at all, without judging the origin', async () => {
    const appKit = await kitFor(['https://dapp.example'])
    await api?.close()
    api = undefined
    const failure = await checkOrigin(appKit, 'https://dapp.example').catch((error) => error)
    expect(failure).not.toBeInstanceOf(UnverifiedDomainError)
    expect(failure).toMatchObject({ code: 'HTTP_REQUEST_FAILED' })
  })

  it('throws RATE_LIMITED on 429 and SERVER_ERROR on 5xx; a 403 is an empty list', async () => {
    const limited = await kitFor(['https://dapp.example'], {
      '/projects/v1/origins': { status: 429 },
    })
    await expect(checkOrigin(limited, 'https://evil.example')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    })
    api?.setFault('/projects/v1/origins', { status: 503 })
    await expect(checkOrigin(limited, 'https://evil.example')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    })
    api?.setFault('/projects/v1/origins', { status: 403 })
    await expect(checkOrigin(limited, 'https://evil.example')).rejects.toBeInstanceOf(
      UnverifiedDomainError,
    )
    await expect(checkOrigin(limited, 'https://preview.vercel.app')).resolves.toBeUndefined()
  })
})

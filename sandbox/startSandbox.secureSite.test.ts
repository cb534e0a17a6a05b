import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import type { SandboxChain } from './chain/startChain.js'
import type { SecureSite } from './secureSite/startSecureSite.js'
import { startSandbox } from './startSandbox.js'

function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  })
}

/** Logs `email` in through the site's HTTP API, as its frame does; the user's address. */
async function logIn(site: SecureSite, email: string): Promise<`0x${string}`> {
  expect((await postJson(`${site.origin}/api/login/email`, { email })).status).toBe(200)
  const otp = site.latestCode(email)
  expect(otp).toMatch(/^\d{6}$/)
  const verified = await postJson(`${site.origin}/api/login/otp`, { email, otp })
  expect(verified.status).toBe(200)
  const cookie = verified.headers.get('set-cookie')?.split(';')[0] ?? ''
  const response = await fetch(`${site.origin}/api/user`, {
    headers: { cookie },
    signal: AbortSignal.timeout(5_000),
  })
  const { user } = (await response.json()) as { user: { address: `0x${string}` } | null }
  if (!user) throw new Error('the login made no session')
  return user.address
}

/** `address`'s balance on `chain` once it is `expected`, or the last one read after 5 s. */
async function balanceOnceFunded(
  chain: SandboxChain,
  address: `0x${string}`,
  expected: bigint,
): Promise<bigint> {
  const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  const deadline = Date.now() + 5_000
  let balance = await client.getBalance({ address })
  while (balance !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    balance = await client.getBalance({ address })
  }
  return balance
}

describe('startSandbox and the stand-in secure site', () => {
  it('gives a new email login wallet 10 ETH on every chain, and stop() closes the site', async () => {
    const steps: string[] = []
    const warnings: string[] = []
    const sandbox = await startSandbox({
      walletConnect: false,
      onStep: (step) => steps.push(step),
      onWarning: (text) => warnings.push(text),
    })
    const site = sandbox.secureSite
    try {
      expect(steps).toContain('starting the stand-in secure site (email login)')
      if (!site) throw new Error('the sandbox started no secure site')
      const address = await logIn(site, 'new-user@example.com')
      for (const chain of sandbox.chains) {
        expect(await balanceOnceFunded(chain, address, parseEther('10'))).toBe(parseEther('10'))
      }
      expect(warnings).toEqual([])
    } finally {
      await sandbox.stop()
    }
    await expect(
      fetch(`${site.origin}/mailbox`, { signal: AbortSignal.timeout(2_000) }),
    ).rejects.toThrow()
  })

  it('lets the login through when a chain cannot fund it, and says which', async () => {
    const warnings: string[] = []
    const sandbox = await startSandbox({
      walletConnect: false,
      onWarning: (text) => warnings.push(text),
    })
    try {
      const [funding, down] = sandbox.chains
      if (!sandbox.secureSite || !funding || !down) throw new Error('the sandbox is incomplete')
      await down.stop()
      const address = await logIn(sandbox.secureSite, 'unlucky@example.com')
      expect(await balanceOnceFunded(funding, address, parseEther('10'))).toBe(parseEther('10'))
      const deadline = Date.now() + 6_000
      while (warnings.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(warnings).toEqual([
        expect.stringContaining(`${address} got no ETH on chain ${down.chainId}`),
      ])
    } finally {
      await sandbox.stop()
    }
  })

  it('starts no secure site when told not to', async () => {
    const sandbox = await startSandbox({ walletConnect: false, secureSite: false })
    try {
      expect(sandbox.secureSite).toBeUndefined()
    } finally {
      await sandbox.stop()
    }
  })
})

import { describe, expect, it } from 'vitest'
import { startSandbox } from '../startSandbox.js'

const projectId = '0123456789abcdef0123456789abcdef'

describe('startSandbox({ onramp })', () => {
  it('starts both stand-in providers, wires them to the Blockchain API and stops them', async () => {
    const steps: string[] = []
    const sandbox = await startSandbox({
      walletConnect: false,
      secureSite: false,
      onStep: (step) => steps.push(step),
    })
    const providers = sandbox.onramp?.providers ?? []
    try {
      expect(steps).toContain('starting the stand-in onramp providers')
      expect(providers.map((provider) => provider.name)).toEqual(['sandboxpay', 'loopbackramp'])
      const answer = await fetch(
        `${sandbox.blockchainApi.url}/v1/onramp/providers?projectId=${projectId}`,
      )
      expect(await answer.json()).toEqual(providers)
    } finally {
      await sandbox.stop()
    }
    for (const provider of providers) {
      await expect(fetch(`${provider.url}/checkout/ord_x/status`)).rejects.toThrow()
    }
  })

  it('runs no provider with onramp: false, and the onramp calls are 404', async () => {
    const sandbox = await startSandbox({ walletConnect: false, secureSite: false, onramp: false })
    try {
      expect(sandbox.onramp).toBeUndefined()
      const answer = await fetch(
        `${sandbox.blockchainApi.url}/v1/onramp/providers?projectId=${projectId}`,
      )
      expect(answer.status).toBe(404)
    } finally {
      await sandbox.stop()
    }
  })
})

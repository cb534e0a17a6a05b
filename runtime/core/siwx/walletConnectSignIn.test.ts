import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../AppKit.js'
import { setupAppKit } from '../actions/fixtures/setupAppKit.js'
import type { Connector } from '../connectors/Connector.js'
import {
  inertSiwxController,
  provideSiwxController,
  siwxTestAddress,
  siwxTestPage,
  siwxTestSigner,
} from './fixtures/stubSiwxBackend.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxSession } from './verifySiwxMessage.js'
import { acceptSignIns } from './walletConnectSignIn.js'

// Which of the messages a wallet signed while pairing is kept, and what is refused before the
// kit's own verification: keepSignIn of the kit's controller is a spy here (it has its own tests).
let appKit: AppKit
let keepSignIn: ReturnType<typeof vi.fn<(signed: { message: string }) => Promise<SiwxSession>>>
beforeEach(() => {
  appKit = setupAppKit({ config: { siwx: { enabled: true } } }).appKit
  keepSignIn = vi.fn(async (signed) => ({ kept: signed.message }) as unknown as SiwxSession)
  provideSiwxController(appKit, { ...inertSiwxController(), keepSignIn })
})
afterEach(() => {
  appKit.destroy()
})
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function signedOn(chainId: string, address: string = siwxTestAddress) {
  const result = formatSiwxMessage({
    namespace: 'eip155',
    ...siwxTestPage,
    address,
    version: '1',
    chainId,
    nonce: 'oneNonce1234',
    issuedAt: '2026-11-26T00:00:00.000Z',
  })
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return { message: result.message, signature: '0x00' }
}

function connector() {
  return { disconnect: vi.fn(async () => undefined) } as unknown as Connector & {
    disconnect: ReturnType<typeof vi.fn>
  }
}

describe('acceptSignIns', () => {
  it("keeps the message of the chain the connection landed on, with the connection's signal", async () => {
    const wallet = connector()
    const signal = new AbortController().signal
    const on1 = signedOn('1')
    const on31337 = signedOn('31337')
    await acceptSignIns(
      appKit,
      wallet,
      { accounts: [siwxTestAddress.toLowerCase()], chainId: 31337, signIns: [on1, on31337] },
      signal,
    )
    expect(keepSignIn).toHaveBeenCalledExactlyOnceWith(on31337, signal)
    expect(wallet.disconnect).not.toHaveBeenCalled()
  })

  it('refuses a message naming another account than the connected one and disconnects the wallet', async () => {
    const wallet = connector()
    await expect(
      acceptSignIns(appKit, wallet, {
        accounts: [siwxTestAddress],
        chainId: 1,
        signIns: [signedOn('1', other)],
      }),
    ).rejects.toMatchObject({ code: 'SIWX_VERIFY_FAILED', reason: 'invalid-signature' })
    expect(keepSignIn).not.toHaveBeenCalled()
    expect(wallet.disconnect).toHaveBeenCalledTimes(1)
  })

  it('refuses when no signed text is a sign-in message, and disconnects the wallet', async () => {
    const wallet = connector()
    const signature = await siwxTestSigner.signMessage({ message: 'hello' })
    await expect(
      acceptSignIns(appKit, wallet, {
        accounts: [siwxTestAddress],
        chainId: 1,
        signIns: [{ message: 'hello', signature }],
      }),
    ).rejects.toMatchObject({ code: 'SIWX_VERIFY_FAILED', reason: 'malformed-message' })
    expect(keepSignIn).not.toHaveBeenCalled()
    expect(wallet.disconnect).toHaveBeenCalledTimes(1)
  })

  it('disconnects the wallet when the kept message fails verification, and rejects with that error', async () => {
    const failure = new Error('refused')
    keepSignIn.mockRejectedValueOnce(failure)
    const wallet = connector()
    await expect(
      acceptSignIns(appKit, wallet, {
        accounts: [siwxTestAddress],
        chainId: 1,
        signIns: [signedOn('1')],
      }),
    ).rejects.toBe(failure)
    expect(wallet.disconnect).toHaveBeenCalledTimes(1)
  })
})

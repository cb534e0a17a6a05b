import { describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../../../errors/UserRejectedRequestError.js'
import type { WalletConnectSessionSide } from '../../ChainAdapter.js'
import { testBitcoinKey } from '../fixtures/bitcoinTestKeys.js'
import { isBitcoinAddress } from '../isBitcoinAddress.js'
import { createSessionBitcoinProvider } from './createSessionBitcoinProvider.js'

const { payment, ordinal } = testBitcoinKey(1)
const recipient = testBitcoinKey(2).payment.address
const chain = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const naming = { isAddress: isBitcoinAddress }

/** A session's bip122 side whose wallet answers `answers[method]` (a value, or a function throwing). */
function sessionSide(
  answers: Record<string, unknown> = {},
  options: { approved?: readonly string[]; connected?: boolean } = {},
) {
  const approved = options.approved ?? [
    'sendTransfer',
    'signMessage',
    'signPsbt',
    'getAccountAddresses',
  ]
  const request = vi.fn(
    async ({ method }: { method: string; params?: unknown }, _chain: string) => {
      const answer = answers[method]
      return typeof answer === 'function' ? answer() : answer
    },
  )
  const session: WalletConnectSessionSide = {
    connection: () =>
      options.connected === false ? undefined : { address: payment.address, caipNetworkId: chain },
    request,
    approves: (method) => approved.includes(method),
    rpcUrl: () => 'http://127.0.0.1:3002',
  }
  return { request, provider: createSessionBitcoinProvider(session, naming) }
}

describe("WalletConnect's BitcoinProvider", () => {
  it("asks getAccountAddresses for the session's account and reads the intentions", async () => {
    const { request, provider } = sessionSide({
      getAccountAddresses: [
        {
          address: payment.address,
          publicKey: payment.publicKey,
          path: "m/84'/1'/0'/0/0",
          intention: 'payment',
        },
        { address: ordinal.address, intention: 'ordinal' },
        { address: 'not-an-address', intention: 'payment' },
      ],
    })
    expect(await provider.getAccountAddresses()).toEqual([
      {
        address: payment.address,
        publicKey: payment.publicKey,
        path: "m/84'/1'/0'/0/0",
        purpose: 'payment',
      },
      { address: ordinal.address, purpose: 'ordinal' },
    ])
    expect(request).toHaveBeenCalledWith(
      {
        method: 'getAccountAddresses',
        params: { account: payment.address, intentions: ['payment', 'ordinal'] },
      },
      chain,
    )
  })

  it('signs a message with the account and address, bip322 unless told ecdsa', async () => {
    const { request, provider } = sessionSide({
      signMessage: { address: payment.address, signature: 'AQI=' },
    })
    expect(await provider.signMessage({ message: 'hello' })).toBe('AQI=')
    await provider.signMessage({ message: 'hello', address: ordinal.address, protocol: 'ecdsa' })
    expect(request.mock.calls.map(([args]) => args)).toEqual([
      {
        method: 'signMessage',
        params: {
          account: payment.address,
          address: payment.address,
          message: 'hello',
          protocol: 'bip322',
        },
      },
      {
        method: 'signMessage',
        params: {
          account: payment.address,
          address: ordinal.address,
          message: 'hello',
          protocol: 'ecdsa',
        },
      },
    ])
  })

  it('sends a transfer with the amount in satoshis as a decimal string', async () => {
    const txid = 'c'.repeat(64)
    const { request, provider } = sessionSide({ sendTransfer: { txid } })
    expect(await provider.sendTransfer({ recipient, amount: '15000' })).toBe(txid)
    expect(request).toHaveBeenCalledWith(
      {
        method: 'sendTransfer',
        params: { account: payment.address, recipientAddress: recipient, amount: '15000' },
      },
      chain,
    )
  })

  it('signs a PSBT with each input listed, taproot inputs with SIGHASH_DEFAULT unless told', async () => {
    const { request, provider } = sessionSide({ signPsbt: { psbt: 'cHNidP8=' } })
    expect(
      await provider.signPsbt({
        psbt: 'cHNidP8=',
        signInputs: [
          { address: payment.address, index: 0 },
          { address: ordinal.address, index: 1 },
          { address: payment.address, index: 2, sighashTypes: [0x83] },
        ],
      }),
    ).toEqual({ psbt: 'cHNidP8=' })
    expect(request.mock.calls[0]?.[0]).toEqual({
      method: 'signPsbt',
      params: {
        account: payment.address,
        psbt: 'cHNidP8=',
        signInputs: [
          { address: payment.address, index: 0, sighashTypes: [1] },
          { address: ordinal.address, index: 1, sighashTypes: [0] },
          { address: payment.address, index: 2, sighashTypes: [0x83] },
        ],
        broadcast: false,
      },
    })
  })

  it('fails clearly, without a request, for a method the wallet did not approve', async () => {
    const { request, provider } = sessionSide({}, { approved: ['signMessage'] })
    await expect(provider.sendTransfer({ recipient, amount: '1000' })).rejects.toMatchObject({
      rpcCode: 4200,
      details: 'The wallet did not approve sendTransfer on Bitcoin in this WalletConnect session.',
    })
    expect(request).not.toHaveBeenCalled()
  })

  it('fails with 4100, without a request, when the session has no Bitcoin account', async () => {
    const { request, provider } = sessionSide({}, { connected: false })
    await expect(provider.signMessage({ message: 'hi' })).rejects.toMatchObject({ rpcCode: 4100 })
    expect(request).not.toHaveBeenCalled()
  })

  it.each([4001, 5000])('says Connection rejected for wallet error %i', async (code) => {
    const { provider } = sessionSide({
      signMessage: () => {
        throw { code, message: 'User rejected.' }
      },
    })
    const error = await provider.signMessage({ message: 'hi' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  const malformed: [string, string, unknown][] = [
    ['a list that is not a list', 'getAccountAddresses', { addresses: [] }],
    ['a txid that is not hex', 'sendTransfer', { txid: 'zz'.repeat(32) }],
    ['a signature that is not base64', 'signMessage', { signature: '***' }],
    ['no signed PSBT', 'signPsbt', {}],
  ]
  it.each(malformed)('refuses an answer with %s', async (_reason, method, answer) => {
    const { provider } = sessionSide({ [method]: answer })
    const calls: Record<string, () => Promise<unknown>> = {
      getAccountAddresses: () => provider.getAccountAddresses(),
      sendTransfer: () => provider.sendTransfer({ recipient, amount: '1000' }),
      signMessage: () => provider.signMessage({ message: 'hi' }),
      signPsbt: () =>
        provider.signPsbt({
          psbt: 'cHNidP8=',
          signInputs: [{ address: payment.address, index: 0 }],
        }),
    }
    await expect(calls[method]?.()).rejects.toMatchObject({ rpcCode: -32603 })
  })

  it('refuses bad arguments before any request', async () => {
    const { request, provider } = sessionSide()
    await expect(provider.sendTransfer({ recipient, amount: '0.5' })).rejects.toMatchObject({
      rpcCode: -32602,
    })
    await expect(
      provider.signPsbt({
        psbt: 'not base64',
        signInputs: [{ address: payment.address, index: 0 }],
      }),
    ).rejects.toMatchObject({ rpcCode: -32602 })
    await expect(
      provider.signPsbt({
        psbt: 'cHNidP8=',
        signInputs: [{ address: payment.address, index: -1 }],
      }),
    ).rejects.toMatchObject({ rpcCode: -32602 })
    expect(request).not.toHaveBeenCalled()
  })
})

import { toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { answerWcRequest } from './answerWcRequest.js'

const account = privateKeyToAccount(generatePrivateKey())
const switchChain = vi.fn(async () => undefined)
const context = { account, chains: new Map([[31337, 'http://127.0.0.1:1']]), switchChain }

describe('answerWcRequest', () => {
  it('signs personal_sign messages in either parameter order', async () => {
    const message = 'sign me'
    for (const params of [
      [toHex(message), account.address],
      [account.address, toHex(message)],
    ]) {
      const signature = (await answerWcRequest(
        'personal_sign',
        params,
        31337,
        context,
      )) as `0x${string}`
      expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    }
  })

  it('answers accounts and the chain the dapp asked on', async () => {
    expect(await answerWcRequest('eth_accounts', [], 31337, context)).toEqual([account.address])
    expect(await answerWcRequest('eth_chainId', [], 31337, context)).toBe('0x7a69')
  })

  it('refuses other accounts, unknown chains, bad params and unsupported methods with EIP-1193 codes', async () => {
    const other = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      answerWcRequest('personal_sign', ['0x00', other], 31337, context),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      answerWcRequest('eth_sendTransaction', [{ from: account.address, to: other }], 5, context),
    ).rejects.toMatchObject({ code: 4901 })
    await expect(
      answerWcRequest('wallet_switchEthereumChain', [{ chainId: '0x1' }], 31337, context),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      answerWcRequest('wallet_switchEthereumChain', [{}], 31337, context),
    ).rejects.toMatchObject({
      code: -32602,
    })
    await expect(answerWcRequest('personal_sign', 'x', 31337, context)).rejects.toMatchObject({
      code: -32602,
    })
    await expect(answerWcRequest('wallet_watchAsset', [], 31337, context)).rejects.toMatchObject({
      code: 4200,
    })
    expect(switchChain).not.toHaveBeenCalled()
    await answerWcRequest('wallet_switchEthereumChain', [{ chainId: '0x7a69' }], 31337, context)
    expect(switchChain).toHaveBeenCalledWith(31337)
  })
})

import {
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFundedChain } from '../chain/fixtures/startFundedChain.js'
import type { SandboxChain } from '../chain/startChain.js'
import { answerRpc } from './answerRpc.js'

// The secure site's RPC against a real anvil: what passes through, what is signed with the
// user's key, and what is refused.
let chain: SandboxChain
const privateKey = generatePrivateKey()
const user = { address: privateKeyToAccount(privateKey).address, privateKey }
const stranger = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  chain = await startFundedChain(user.address, parseEther('10'))
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})

const ask = (method: string, params: unknown[], chainId: unknown = 31337, who = user) =>
  answerRpc({
    chains: { [chain.chainId]: chain.rpcUrl },
    user: who,
    request: { chainId, method, params },
  })

const typedData = {
  domain: { name: 'Mail', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: { to: stranger, contents: 'Hello', amount: '12' },
} as const

describe('answerRpc', () => {
  it('passes a read to the chain: the balance anvil holds', async () => {
    expect(await ask('eth_getBalance', [user.address, 'latest'])).toEqual({
      status: 200,
      body: { result: numberToHex(parseEther('10')) },
    })
  })

  it("answers the chain's own error with its code", async () => {
    const answer = await ask('eth_getBalance', ['not an address', 'latest'])
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: expect.any(Number), message: expect.any(String) })
  })

  it('signs a text and a hex message with the user key (personal_sign)', async () => {
    for (const message of ['Sign in to the sandbox', toHex('bytes as hex')]) {
      const answer = await ask('personal_sign', [message, user.address.toLowerCase()])
      expect(answer.status).toBe(200)
      const signature = (answer.body as { result: Hex }).result
      const signed = message.startsWith('0x') ? { raw: message as Hex } : message
      expect(await verifyMessage({ address: user.address, message: signed, signature })).toBe(true)
    }
  })

  it('signs typed data sent as a JSON string (eth_signTypedData_v4)', async () => {
    const answer = await ask('eth_signTypedData_v4', [user.address, JSON.stringify(typedData)])
    expect(answer.status).toBe(200)
    const signature = (answer.body as { result: Hex }).result
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        ...typedData,
        types,
        message: { ...typedData.message, amount: 12n },
        address: user.address,
        signature,
      }),
    ).toBe(true)
  })

  it('sends a transaction with the nonce, gas and fees filled in', async () => {
    const answer = await ask('eth_sendTransaction', [
      { from: user.address, to: stranger, value: numberToHex(parseEther('0.25')) },
    ])
    expect(answer.status).toBe(200)
    const hash = (answer.body as { result: Hex }).result
    const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 15_000 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: stranger })).toBe(parseEther('0.25'))
  })

  it('reports a transaction the account cannot pay for, with a code', async () => {
    const answer = await ask('eth_sendTransaction', [
      { from: user.address, to: stranger, value: numberToHex(parseEther('1000')) },
    ])
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ message: expect.any(String), code: expect.any(Number) })
  })

  it.each([
    ['personal_sign', ['hi', stranger]],
    ['eth_signTypedData_v4', [stranger, JSON.stringify(typedData)]],
    ['eth_sendTransaction', [{ from: stranger, to: stranger, value: '0x1' }]],
    ['eth_sendTransaction', [{ to: stranger, value: '0x1' }]],
  ])("refuses %s for an address that is not the user's", async (method, params) => {
    const answer = await ask(method, params)
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ code: 4100 })
    expect((answer.body as { message: string }).message).toContain('is not the logged-in account')
  })

  it('refuses without a session, a method not allowed and a chain it does not serve', async () => {
    expect(
      await answerRpc({
        chains: { 31337: chain.rpcUrl },
        user: undefined,
        request: { chainId: 31337, method: 'eth_blockNumber', params: [] },
      }),
    ).toEqual({ status: 401, body: { message: 'Not logged in', code: 4100 } })
    expect(await ask('eth_sign', [user.address, '0x00'])).toEqual({
      status: 400,
      body: { message: 'Requested RPC call is not allowed', code: 4200 },
    })
    expect(await ask('eth_blockNumber', [], 1)).toEqual({
      status: 400,
      body: { message: 'Chain 1 is not served by the sandbox secure site', code: 4901 },
    })
  })
})

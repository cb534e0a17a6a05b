import { createPublicClient, formatEther, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFundedChain } from '../chain/fixtures/startFundedChain.js'
import type { SandboxChain } from '../chain/startChain.js'
import { describeEvmRpc } from './describeEvmRpc.js'

// What the approval screen says of an eip155 request, read from a real anvil.
let chain: SandboxChain
const user = { address: privateKeyToAccount(generatePrivateKey()).address }
const receiver = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  chain = await startFundedChain(user.address, parseEther('1'))
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})

const describeRequest = (method: string, params: unknown[], chainId: unknown = 31337) =>
  describeEvmRpc({
    chains: { [chain.chainId]: chain.rpcUrl },
    user,
    request: { chainId, method, params },
  })

const rowsOf = (answer: Awaited<ReturnType<typeof describeRequest>>) =>
  'description' in answer.body
    ? Object.fromEntries(answer.body.description.rows.map((row) => [row.label, row.value]))
    : {}

describe('the approval text of an eip155 request', () => {
  it("names the network and shows the most a send may cost: the chain's gas estimate times its max fee", async () => {
    const value = parseEther('0.25')
    const answer = await describeRequest('eth_sendTransaction', [
      { from: user.address, to: receiver, value: numberToHex(value) },
    ])
    expect(answer.status).toBe(200)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const gas = await client.estimateGas({ account: user.address, to: receiver, value })
    const { maxFeePerGas } = await client.estimateFeesPerGas({ chain: null })
    const fee = gas * maxFeePerGas
    expect(rowsOf(answer)).toEqual({
      To: receiver,
      Value: '0.25 ETH',
      Network: 'Localhost',
      'Network fee': `Up to ${formatEther(fee)} ETH`,
      Total: `Up to ${formatEther(value + fee)} ETH`,
    })
  })

  it('uses the gas limit and max fee the app set', async () => {
    const answer = await describeRequest('eth_sendTransaction', [
      { from: user.address, to: receiver, gas: '0x5208', maxFeePerGas: '0x3b9aca00' },
    ])
    expect(rowsOf(answer)).toMatchObject({
      'Network fee': `Up to ${formatEther(21_000n * 1_000_000_000n)} ETH`,
      'Gas limit': '21000',
      'Max fee': '1 gwei',
    })
  })

  it('says the fee could not be estimated when the chain does not answer, and shows no total', async () => {
    // Port 1 of the loopback: nothing listens there, so the connection is refused at once.
    const answer = await describeEvmRpc({
      chains: { 31337: 'http://127.0.0.1:1' },
      user,
      request: {
        chainId: 31337,
        method: 'eth_sendTransaction',
        params: [{ from: user.address, to: receiver, value: '0x1' }],
      },
    })
    expect(answer.status).toBe(200)
    expect(rowsOf(answer)['Network fee']).toMatch(/^Not estimated: /)
    expect(rowsOf(answer).Total).toBeUndefined()
  })

  it('titles a message by what is asked and names no fee', async () => {
    const answer = await describeRequest('personal_sign', ['0x6869', user.address])
    expect(answer.body).toEqual({
      description: {
        title: 'Sign message',
        rows: [{ label: 'Message', value: 'hi', block: true }],
      },
    })
  })

  it('refuses a chain it does not serve, a method that needs no approval, and a visitor not logged in', async () => {
    expect((await describeRequest('eth_sendTransaction', [{}], 5)).status).toBe(400)
    expect((await describeRequest('eth_blockNumber', [])).status).toBe(400)
    const anonymous = await describeEvmRpc({
      chains: { [chain.chainId]: chain.rpcUrl },
      user: undefined,
      request: { chainId: 31337, method: 'personal_sign', params: ['0x6869'] },
    })
    expect(anonymous.status).toBe(401)
  })
})

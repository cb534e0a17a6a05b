import { describe, expect, it } from 'vitest'
import { buildConvertApprove } from './convertApprove.js'
import { buildConvertTransaction } from './convertTransaction.js'
import { evmAddress, setupHubKit } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'

const server = serveTestBlockchainApi()
const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const usdcContract = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdc = `eip155:1:${usdcContract}`
const router = '0x1111111254EEB25477B68fb85Ed929f73A960582'
const approveData = `0x095ea7b3${'00'.repeat(64)}`

function setup() {
  const kit = setupHubKit(server.url)
  const swap = { caipNetwork: kit.networkOf('eip155:1'), address: evmAddress, amount: 5_000_000n }
  return { ...kit, swap }
}

describe('buildConvertApprove', () => {
  const path = '/v1/convert/build-approve'
  const tx = {
    from: `eip155:1:${evmAddress}`,
    to: usdc,
    data: approveData,
    value: '0',
    eip155: { gas: '46000', gasPrice: '12000000000' },
  }

  it("builds the approval of the token's own contract, from the account", async () => {
    server.answer(path, { body: { tx } })
    const { appKit, swap } = setup()
    expect(await buildConvertApprove(appKit, { ...swap, from: usdc, to: eth })).toEqual({
      from: evmAddress,
      to: usdcContract,
      data: approveData,
      value: 0n,
      gas: 46_000n,
      gasPrice: 12_000_000_000n,
    })
    expect(server.requests[0]?.query).toMatchObject({
      userAddress: `eip155:1:${evmAddress}`,
      from: usdc,
      to: eth,
      amount: '5000000',
    })
  })

  it('refuses an approval of another contract, with value, or from another account', async () => {
    const { appKit, swap } = setup()
    const wrong = [
      { ...tx, to: router },
      { ...tx, value: '1' },
      { ...tx, from: router },
      { ...tx, data: '0x095ea7b' },
      { ...tx, data: 'approve' },
      { ...tx, eip155: { gas: '0', gasPrice: '1' } },
      { ...tx, eip155: { gas: 46000, gasPrice: '1' } },
      { ...tx, eip155: undefined },
      { ...tx, to: `eip155:8453:${usdcContract}` },
    ]
    for (const body of wrong) {
      server.answer(path, { body: { tx: body } })
      const request = buildConvertApprove(appKit, { ...swap, from: usdc, to: eth })
      await expect(request, JSON.stringify(body)).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
      })
    }
  })
})

describe('buildConvertTransaction', () => {
  const path = '/v1/convert/build-transaction'
  const tx = {
    from: evmAddress,
    to: router,
    data: '0x12aa3caf00',
    amount: '5000000',
    eip155: { gas: '0x30d40', gasPrice: '12000000000' },
  }

  it('POSTs the swap at 1 % slippage and reads the transaction to send', async () => {
    server.answer(path, { body: { tx } })
    const { appKit, swap } = setup()
    const built = await buildConvertTransaction(appKit, { ...swap, from: eth, to: usdc })
    expect(built).toEqual({
      from: evmAddress,
      to: router,
      data: '0x12aa3caf00',
      value: 5_000_000n,
      gas: 200_000n,
      gasPrice: 12_000_000_000n,
    })
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(JSON.parse(request?.body ?? '')).toEqual({
      projectId: appKit.config.projectId,
      amount: '5000000',
      eip155: { slippage: '1' },
      from: eth,
      to: usdc,
      userAddress: `eip155:1:${evmAddress}`,
      disableEstimate: false,
    })
  })

  it('sends no value when selling a token, and says when the estimate is skipped', async () => {
    server.answer(path, { body: { tx: { ...tx, amount: '0' } } })
    const { appKit, swap } = setup()
    const built = await buildConvertTransaction(appKit, {
      ...swap,
      from: usdc,
      to: eth,
      disableEstimate: true,
    })
    expect(built.value).toBe(0n)
    expect(JSON.parse(server.requests[0]?.body ?? '').disableEstimate).toBe(true)
  })

  it('refuses a transaction that would send another value than the amount sold', async () => {
    const { appKit, swap } = setup()
    const cases = [
      [eth, usdc, '5000001'],
      [eth, usdc, '0'],
      [usdc, eth, '5000000'],
    ] as const
    for (const [from, to, amount] of cases) {
      server.answer(path, { body: { tx: { ...tx, amount } } })
      const request = buildConvertTransaction(appKit, { ...swap, from, to })
      await expect(request, `${from} ${amount}`).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    }
  })
})

import { describe, expect, it } from 'vitest'
import { getConvertAllowance } from './convertAllowance.js'
import { getConvertGasPrice } from './convertGasPrice.js'
import { evmAddress, setupHubKit, solanaMainnet } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'

const server = serveTestBlockchainApi()
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

function setup() {
  const kit = setupHubKit(server.url)
  return { ...kit, ethereum: kit.networkOf('eip155:1') }
}

describe('getConvertGasPrice', () => {
  it('reads the three speeds in wei', async () => {
    const body = { standard: '12000000000', fast: '15000000000', instant: '100000000000000000000' }
    server.answer('/v1/convert/gas-price', { body })
    const { appKit, ethereum } = setup()
    expect(await getConvertGasPrice(appKit, { caipNetwork: ethereum })).toEqual({
      standard: 12_000_000_000n,
      fast: 15_000_000_000n,
      instant: 10n ** 20n,
    })
    expect(server.requests[0]?.query.chainId).toBe('eip155:1')
  })

  it('refuses prices that are not wei integer strings', async () => {
    const { appKit, ethereum } = setup()
    const bodies = [
      { standard: 12, fast: '1', instant: '1' },
      { standard: '1.5', fast: '1', instant: '1' },
      { standard: '1', fast: '1' },
      null,
    ]
    for (const body of bodies) {
      server.answer('/v1/convert/gas-price', { body })
      await expect(getConvertGasPrice(appKit, { caipNetwork: ethereum })).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
      })
    }
  })

  it("refuses a network without swaps with SPEC's gas price message", async () => {
    const { appKit, networkOf } = setup()
    for (const id of [solanaMainnet, 'eip155:31337']) {
      const request = getConvertGasPrice(appKit, { caipNetwork: networkOf(id) })
      await expect(request).rejects.toMatchObject({
        shortMessage: 'Network not supported for Gas Price',
        code: 'CHAIN_NOT_SUPPORTED',
      })
    }
    expect(server.requests).toHaveLength(0)
  })
})

describe('getConvertAllowance', () => {
  it("reads the router's allowance of the token for the account", async () => {
    server.answer('/v1/convert/allowance', { body: { allowance: '500000' } })
    const { appKit, ethereum } = setup()
    const parameters = { caipNetwork: ethereum, address: evmAddress, token: usdc }
    expect(await getConvertAllowance(appKit, parameters)).toBe(500_000n)
    expect(server.requests[0]?.query).toMatchObject({
      tokenAddress: usdc,
      userAddress: `eip155:1:${evmAddress}`,
    })
  })

  it('refuses an allowance that is not base units', async () => {
    const { appKit, ethereum } = setup()
    const parameters = { caipNetwork: ethereum, address: evmAddress, token: usdc }
    for (const body of [{ allowance: 5 }, { allowance: '0x10' }, {}]) {
      server.answer('/v1/convert/allowance', { body })
      await expect(getConvertAllowance(appKit, parameters)).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
      })
    }
  })
})

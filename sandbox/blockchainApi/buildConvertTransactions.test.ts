import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxSwap } from '../contracts/sandboxSwap.js'
import { sandboxToken } from '../contracts/sandboxToken.js'
import { convertKit, nativeCaip } from './fixtures/convertKit.js'
import { setupSeededApi } from './setupSeededApi.js'

const seeded = setupSeededApi()
const { caip, susd, seur, user, reads, wallet, contractQuote, balanceOf, answer, refused, send } =
  convertKit(seeded)
const native = nativeCaip

// A real ERC20 that no pool trades: a swap to or from it has no route.
let poolless: string
beforeAll(async () => {
  const hash = await wallet(9).deployContract({ ...sandboxToken.artifact, args: [10n ** 12n] })
  const receipt = await reads().waitForTransactionReceipt({ hash, timeout: 10_000 })
  poolless = caip(receipt.contractAddress ?? '0x')
})

describe('allowance and build-approve', () => {
  const allowance = (tokenAddress: string, index: number) =>
    seeded.get('/v1/convert/allowance', { tokenAddress, userAddress: user(index) })

  it('builds an approve whose calldata, sent as it is, sets the allowance the route then reports', async () => {
    expect(await answer(await allowance(susd(), 3))).toEqual({
      status: 200,
      body: { allowance: '0' },
    })
    const amount = '123456789'
    const response = await seeded.get('/v1/convert/build-approve', {
      userAddress: user(3),
      from: susd(),
      to: native,
      amount,
    })
    expect(response.status).toBe(200)
    const { tx } = (await response.json()) as {
      tx: {
        from: Address
        to: Address
        data: Hex
        value: string
        eip155: { gas: string; gasPrice: string }
      }
    }
    expect(tx).toMatchObject({
      from: seeded.account(3),
      to: seeded.seed().tokenAddress,
      value: '0',
      eip155: {
        gas: expect.stringMatching(/^\d+$/),
        gasPrice: String(await reads().getGasPrice()),
      },
    })
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({
      functionName: 'approve',
      args: [seeded.seed().swapAddress, BigInt(amount)],
    })
    expect(await send(3, { ...tx, gas: tx.eip155.gas })).toBe('success')
    expect(await answer(await allowance(susd(), 3))).toEqual({
      status: 200,
      body: { allowance: amount },
    })
  })

  it('answers an unlimited allowance for the native currency, and refuses to approve it', async () => {
    expect(await answer(await allowance(native, 5))).toEqual({
      status: 200,
      body: { allowance: String(maxUint256) },
    })
    const approve = await seeded.get('/v1/convert/build-approve', {
      userAddress: user(5),
      from: native,
      to: susd(),
      amount: '1',
    })
    expect(await answer(approve)).toEqual(refused(/^The native currency needs no approval/))
  })

  it('refuses an address without a token, a bad address, an unknown chain and a bad amount', async () => {
    expect(await answer(await allowance(user(6), 5))).toEqual(
      refused(`No token contract at ${user(6)}`),
    )
    expect(await answer(await allowance('eip155:31337:0xZZ', 5))).toEqual(
      refused(/^Invalid tokenAddress/),
    )
    expect(
      await answer(
        await seeded.get('/v1/convert/allowance', {
          tokenAddress: 'eip155:10:0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
          userAddress: 'eip155:10:0x0000000000000000000000000000000000000001',
        }),
      ),
    ).toEqual(refused('Network not supported for Swaps'))
    const approve = (amount: string) =>
      seeded.get('/v1/convert/build-approve', {
        userAddress: user(3),
        from: susd(),
        to: native,
        amount,
      })
    expect(await answer(await approve('0'))).toEqual(refused(/^Invalid amount: 0/))
    expect(await answer(await approve('1e18'))).toEqual(refused(/^Invalid amount: 1e18/))
  })
})

describe('POST /v1/convert/build-transaction', () => {
  type Built = {
    tx: {
      from: Address
      to: Address
      data: Hex
      amount: string
      eip155: { gas: string; gasPrice: string }
    }
  }
  const build = (body: Record<string, unknown>) =>
    seeded.post('/v1/convert/build-transaction', body)

  it('builds ETH to SEUR: minAmountOut is the quote less the slippage, and the swap sent pays it', async () => {
    const { tokenAddress, euroTokenAddress, swapAddress } = seeded.seed()
    const amount = parseEther('0.75')
    const path = [sandboxSwap.nativeAddress, tokenAddress, euroTokenAddress]
    const quoted = await contractQuote(path, amount)
    const response = await build({
      amount: String(amount),
      eip155: { slippage: '0.5' },
      from: native,
      to: seur(),
      userAddress: user(5),
      disableEstimate: false,
    })
    expect(response.status).toBe(200)
    const { tx } = (await response.json()) as Built
    expect(tx).toMatchObject({ from: seeded.account(5), to: swapAddress, amount: String(amount) })
    const minOut = (quoted * 995n) / 1000n
    expect(decodeFunctionData({ abi: sandboxSwap.artifact.abi, data: tx.data })).toEqual({
      functionName: 'swap',
      args: [path, amount, minOut, seeded.account(5)],
    })
    expect(BigInt(tx.eip155.gas)).toBeGreaterThan(21_000n)
    expect(BigInt(tx.eip155.gas)).toBeLessThan(500_000n)
    const before = await balanceOf(euroTokenAddress, 5)
    expect(await send(5, { to: tx.to, data: tx.data, gas: tx.eip155.gas, value: tx.amount })).toBe(
      'success',
    )
    const received = (await balanceOf(euroTokenAddress, 5)) - before
    expect(received).toBeGreaterThanOrEqual(minOut)
    // Nothing moved the pools in between: it paid the quote to the unit.
    expect(received).toBe(quoted)
  })

  it('builds SUSD to ETH after the approve it needs, with a fixed gas when estimation is off', async () => {
    const { tokenAddress } = seeded.seed()
    const amount = parseUnits('300', 6)
    const body = {
      amount: String(amount),
      eip155: { slippage: '1' },
      from: susd(),
      to: native,
      userAddress: user(2),
    }
    // Without an allowance the chain's estimate fails, and says why.
    expect(await answer(await build(body))).toEqual(
      refused('Gas estimation failed: the transaction would revert with InsufficientAllowance'),
    )
    const unestimated = (await (await build({ ...body, disableEstimate: true })).json()) as Built
    expect(unestimated.tx).toMatchObject({ amount: '0', eip155: { gas: '500000' } })
    const approve = (await (
      await seeded.get('/v1/convert/build-approve', {
        userAddress: user(2),
        from: susd(),
        to: native,
        amount: String(amount),
      })
    ).json()) as { tx: { to: Address; data: Hex; value: string; eip155: { gas: string } } }
    expect(await send(2, { ...approve.tx, gas: approve.tx.eip155.gas })).toBe('success')
    const { tx } = (await (await build(body)).json()) as Built
    const quoted = await contractQuote([tokenAddress, sandboxSwap.nativeAddress], amount)
    const decoded = decodeFunctionData({ abi: sandboxSwap.artifact.abi, data: tx.data })
    expect(decoded.args?.[2]).toBe((quoted * 99n) / 100n)
    const susdBefore = await balanceOf(tokenAddress, 2)
    expect(await send(2, { to: tx.to, data: tx.data, gas: tx.eip155.gas, value: tx.amount })).toBe(
      'success',
    )
    expect(await balanceOf(tokenAddress, 2)).toBe(susdBefore - amount)
  })

  it('refuses no route, a bad slippage or body, the same token and missing fields', async () => {
    const good = {
      amount: String(parseEther('0.001')),
      eip155: { slippage: '1' },
      from: native,
      to: susd(),
      userAddress: user(5),
    }
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ ...good, to: poolless }, `No swap route from ${native} to ${poolless}`],
      [{ ...good, eip155: { slippage: 'a lot' } }, /^Invalid eip155\.slippage: a lot/],
      [{ ...good, eip155: { slippage: '101' } }, /^Invalid eip155\.slippage: 101 \(at most 100\)/],
      [{ ...good, eip155: { slippage: '-1' } }, /^Invalid eip155\.slippage: -1/],
      [{ ...good, eip155: undefined }, /^Missing eip155\.slippage/],
      [{ ...good, disableEstimate: 'yes' }, /^Invalid disableEstimate/],
      [{ ...good, to: native }, /^from and to are the same token/],
      [{ ...good, amount: 1000000 }, /^Invalid amount: 1000000/],
      [{ ...good, amount: '1000' }, /^Amount too small: the sandbox pools would pay nothing/],
      [{ ...good, amount: '0' }, /^Invalid amount: 0/],
      [{ ...good, userAddress: undefined }, 'Missing userAddress'],
    ]
    for (const [body, message] of cases) {
      expect(await answer(await build(body)), JSON.stringify(body)).toEqual(refused(message))
    }
    const notJson = await fetch(
      `${seeded.url()}/v1/convert/build-transaction?projectId=${'0'.repeat(32)}`,
      { method: 'POST', body: '[1, 2]' },
    )
    expect(await answer(notJson)).toEqual(refused('Invalid body: expected a JSON object'))
  })

  it('takes a slippage with decimals exactly: 0.25% of a quote, rounded down', async () => {
    const { tokenAddress } = seeded.seed()
    const amount = parseEther('0.777777')
    const response = await build({
      amount: String(amount),
      eip155: { slippage: '0.25' },
      from: native,
      to: susd(),
      userAddress: user(8),
      disableEstimate: true,
    })
    const { tx } = (await response.json()) as Built
    const quoted = await contractQuote([sandboxSwap.nativeAddress, tokenAddress], amount)
    const decoded = decodeFunctionData({ abi: sandboxSwap.artifact.abi, data: tx.data })
    expect(decoded.args?.[2]).toBe((quoted * 9975n) / 10000n)
  })
})

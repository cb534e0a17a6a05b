import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedChain } from '../chain/seedChain.js'
import { type SandboxChain, startChain } from '../chain/startChain.js'
import { toViemChain } from '../chain/toViemChain.js'
import { sandboxSwap } from './sandboxSwap.js'
import { sandboxToken } from './sandboxToken.js'

const native = sandboxSwap.nativeAddress
let chain: SandboxChain
let susd: Address
let seur: Address
let swapAddress: Address
beforeAll(async () => {
  chain = await startChain()
  ;({ tokenAddress: susd, euroTokenAddress: seur, swapAddress } = await seedChain(chain))
})
afterAll(() => chain?.stop())

const reads = () => createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
const walletOf = (index: number) =>
  createWalletClient({
    account: privateKeyToAccount(chain.accounts[index]?.privateKey ?? '0x'),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  })
const exchange = () => ({ address: swapAddress, abi: sandboxSwap.artifact.abi }) as const
// The token's own errors, which the exchange passes on when a transferFrom fails.
const tokenErrors = parseAbi([
  'error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
])

/** The pool formula with the 0.3% fee, written out here independently of the contract. */
const hopOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

async function reserves(tokenIn: Address, tokenOut: Address) {
  return reads().readContract({
    ...exchange(),
    functionName: 'reserves',
    args: [tokenIn, tokenOut],
  })
}
async function quote(path: Address[], amountIn: bigint) {
  return reads().readContract({ ...exchange(), functionName: 'quote', args: [path, amountIn] })
}
async function mined(hash: Hash) {
  return reads().waitForTransactionReceipt({ hash, timeout: 10_000, pollingInterval: 50 })
}
const tokenBalance = (token: Address, index: number) =>
  reads().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [walletOf(index).account.address],
  })

/** The custom error a call reverts with, decoded: its name and arguments. */
async function revertOf(call: Promise<unknown>): Promise<{ name?: string; args?: unknown }> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof BaseError)) throw new Error('the call did not revert')
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError)) throw error
  return { name: reverted.data?.errorName, args: reverted.data?.args }
}

describe('SandboxSwap quotes', () => {
  it('quote is the constant-product formula with the 0.3% fee, to the unit, for one and two hops', async () => {
    const amountIn = parseEther('1.2345')
    const [ethReserve, susdReserve] = await reserves(native, susd)
    const direct = hopOut(amountIn, ethReserve, susdReserve)
    expect(await quote([native, susd], amountIn)).toBe(direct)
    // About 3000 SUSD an ETH, less the fee and the pool's slippage.
    expect(direct).toBeGreaterThan(parseUnits('3600', 6))
    expect(direct).toBeLessThan(parseUnits('3703.5', 6))
    const [susdSide, seurReserve] = await reserves(susd, seur)
    expect(await quote([native, susd, seur], amountIn)).toBe(hopOut(direct, susdSide, seurReserve))
  })

  it('refuses a hop without a pool, a repeated token and a path of one token', async () => {
    const lonely = '0x000000000000000000000000000000000000dEaD'
    expect(await revertOf(quote([native, lonely], 1n))).toEqual({
      name: 'NoPool',
      args: [native, lonely],
    })
    expect((await revertOf(quote([native, susd, native], 1n))).name).toBe('InvalidPath')
    expect((await revertOf(quote([native], 1n))).name).toBe('InvalidPath')
  })
})

describe('SandboxSwap swaps', () => {
  it('sells ETH for SUSD: pays exactly the quote, moves the pool, emits Swap', async () => {
    const seller = walletOf(4)
    const amountIn = parseEther('0.5')
    const [ethBefore, susdBefore] = await reserves(native, susd)
    const quoted = await quote([native, susd], amountIn)
    const receipt = await mined(
      await seller.writeContract({
        ...exchange(),
        functionName: 'swap',
        args: [[native, susd], amountIn, quoted, seller.account.address],
        value: amountIn,
      }),
    )
    expect(receipt.status).toBe('success')
    expect(await tokenBalance(susd, 4)).toBe(quoted)
    expect(await reserves(native, susd)).toEqual([ethBefore + amountIn, susdBefore - quoted])
    const [event] = parseEventLogs({
      abi: sandboxSwap.artifact.abi,
      eventName: 'Swap',
      logs: receipt.logs,
    })
    expect(event?.args).toEqual({
      sender: seller.account.address,
      recipient: seller.account.address,
      path: [native, susd],
      amountIn,
      amountOut: quoted,
    })
  })

  it('sells SUSD for ETH after an approve: the ETH received is exactly the quote', async () => {
    const seller = walletOf(1)
    const amountIn = parseUnits('1500', sandboxToken.decimals)
    const approved = await mined(
      await seller.writeContract({
        address: susd,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapAddress, amountIn],
      }),
    )
    expect(approved.status).toBe('success')
    const susdBefore = await tokenBalance(susd, 1)
    const ethBefore = await reads().getBalance({ address: seller.account.address })
    const quoted = await quote([susd, native], amountIn)
    const receipt = await mined(
      await seller.writeContract({
        ...exchange(),
        functionName: 'swap',
        args: [[susd, native], amountIn, quoted, seller.account.address],
      }),
    )
    expect(receipt.status).toBe('success')
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await reads().getBalance({ address: seller.account.address })).toBe(
      ethBefore - gas + quoted,
    )
    expect(await tokenBalance(susd, 1)).toBe(susdBefore - amountIn)
    expect(quoted).toBeGreaterThan(parseEther('0.49'))
  })

  it('sells ETH for SEUR in two hops through SUSD, paying exactly the quote', async () => {
    const seller = walletOf(6)
    const amountIn = parseEther('2')
    const path = [native, susd, seur]
    const quoted = await quote(path, amountIn)
    const susdHeld = await tokenBalance(susd, 6)
    const receipt = await mined(
      await seller.writeContract({
        ...exchange(),
        functionName: 'swap',
        args: [path, amountIn, quoted, seller.account.address],
        value: amountIn,
      }),
    )
    expect(receipt.status).toBe('success')
    expect(await tokenBalance(seur, 6)).toBe(quoted)
    // The SUSD of the middle hop stayed in the pools.
    expect(await tokenBalance(susd, 6)).toBe(susdHeld)
    // 2 ETH is about 6000 SUSD, about 5450 SEUR at 1.1 SUSD each, less two fees and the price impact.
    expect(quoted).toBeGreaterThan(parseEther('5100'))
    expect(quoted).toBeLessThan(parseEther('5455'))
  })

  it('reverts with SlippageExceeded when another swap moved the pool after the quote', async () => {
    const late = walletOf(7)
    const amountIn = parseEther('1')
    const quoted = await quote([native, susd], amountIn)
    // Someone else buys SUSD first: the same ETH now buys less.
    const first = await mined(
      await walletOf(8).writeContract({
        ...exchange(),
        functionName: 'swap',
        args: [[native, susd], parseEther('3'), 0n, walletOf(8).account.address],
        value: parseEther('3'),
      }),
    )
    expect(first.status).toBe('success')
    const now = await quote([native, susd], amountIn)
    expect(now).toBeLessThan(quoted)
    const call = {
      ...exchange(),
      functionName: 'swap',
      args: [[native, susd], amountIn, quoted, late.account.address],
      value: amountIn,
    } as const
    expect(
      await revertOf(reads().simulateContract({ ...call, account: late.account.address })),
    ).toEqual({ name: 'SlippageExceeded', args: [now, quoted] })
    // Sent anyway (gas given, so nothing is estimated): mined as reverted, no SUSD paid.
    const receipt = await mined(await late.writeContract({ ...call, gas: 300_000n }))
    expect(receipt.status).toBe('reverted')
    expect(await tokenBalance(susd, 7)).toBe(0n)
  })

  it('reverts with the token’s InsufficientAllowance when a token is sold without an approve', async () => {
    const seller = walletOf(2)
    const amountIn = parseUnits('10', sandboxToken.decimals)
    expect(await tokenBalance(susd, 2)).toBeGreaterThan(amountIn)
    const failure = await revertOf(
      reads().simulateContract({
        address: swapAddress,
        abi: [...sandboxSwap.artifact.abi, ...tokenErrors],
        functionName: 'swap',
        args: [[susd, native], amountIn, 0n, seller.account.address],
        account: seller.account.address,
      }),
    )
    expect(failure).toEqual({
      name: 'InsufficientAllowance',
      args: [swapAddress, 0n, amountIn],
    })
  })

  it('refuses an ETH value that is not the amount sold', async () => {
    const seller = walletOf(9)
    const simulate = (value: bigint, path: Address[]) =>
      reads().simulateContract({
        ...exchange(),
        functionName: 'swap',
        args: [path, parseEther('1'), 0n, seller.account.address],
        account: seller.account.address,
        value,
      })
    expect(await revertOf(simulate(parseEther('0.5'), [native, susd]))).toEqual({
      name: 'WrongValue',
      args: [parseEther('0.5'), parseEther('1')],
    })
    expect(await revertOf(simulate(1n, [susd, native]))).toEqual({
      name: 'WrongValue',
      args: [1n, 0n],
    })
  })
})

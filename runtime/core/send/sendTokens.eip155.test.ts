import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hash,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedChain } from '../../../sandbox/chain/seedChain.js'
import { type SandboxChain, startChain } from '../../../sandbox/chain/startChain.js'
import { sandboxToken } from '../../../sandbox/contracts/sandboxToken.js'
import type { AppKit } from '../AppKit.js'
import { createSendFlow } from './createSendFlow.js'
import { estimateSendFee } from './estimateSendFee.js'
import { anvilNetwork, connectDevWallet, createTestAppKit } from './fixtures/anvilSend.js'
import { maxSendable } from './maxSendable.js'
import { readFreshBalance } from './readFreshBalance.js'
import type { SendToken } from './SendParameters.js'
import { sendTokens } from './sendTokens.js'
import { waitForSendConfirmation } from './waitForSendConfirmation.js'

let chain: SandboxChain
let client: PublicClient
let tokenAddress: Address
let appKit: AppKit
const ether: SendToken = { symbol: 'ETH', quantity: { decimals: '18', numeric: '0' } }
const susd = (): SendToken => ({
  symbol: sandboxToken.symbol,
  address: `eip155:31337:${tokenAddress}`,
  quantity: { decimals: String(sandboxToken.decimals), numeric: '0' },
})

beforeAll(async () => {
  chain = await startChain()
  ;({ tokenAddress } = await seedChain(chain))
  client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  appKit = createTestAppKit()
})
afterAll(async () => {
  appKit?.destroy()
  await chain?.stop()
})

const address = (index: number) => chain.accounts[index]?.address as Address
const tokenBalance = (owner: Address) =>
  client.readContract({
    address: tokenAddress,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
async function gasPaid(hash: Hash) {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return receipt.gasUsed * receipt.effectiveGasPrice
}
const network = () => anvilNetwork(chain)
const poll = { intervalMs: 50, timeoutMs: 15_000 }

describe('sendTokens on anvil with the Sandbox Wallet', () => {
  it('sends ETH: the receiver gains exactly the amount, the sender pays it plus gas', async () => {
    const wallet = await connectDevWallet(appKit, chain, 4)
    const [before, receiverBefore] = await Promise.all([
      client.getBalance({ address: wallet.address }),
      client.getBalance({ address: address(5) }),
    ])
    const amount = parseEther('1.25')
    const { hash } = await sendTokens(appKit, {
      network: network(),
      from: wallet.address,
      token: ether,
      amount,
      receiver: address(5).toLowerCase(),
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(
      waitForSendConfirmation(appKit, { network: network(), hash, ...poll }),
    ).resolves.toBe('confirmed')
    const fee = await gasPaid(hash as Hash)
    expect(await client.getBalance({ address: address(5) })).toBe(receiverBefore + amount)
    expect(await client.getBalance({ address: wallet.address })).toBe(before - amount - fee)
  })

  it('sends the sandbox ERC20: balances move by exactly the amount', async () => {
    const wallet = await connectDevWallet(appKit, chain, 1)
    const [before, receiverBefore] = await Promise.all([
      tokenBalance(wallet.address),
      tokenBalance(address(6)),
    ])
    const amount = parseUnits('12.345678', sandboxToken.decimals)
    const { hash } = await sendTokens(appKit, {
      network: network(),
      from: wallet.address,
      token: susd(),
      amount,
      receiver: address(6),
    })
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'confirmed',
    )
    expect(await tokenBalance(wallet.address)).toBe(before - amount)
    expect(await tokenBalance(address(6))).toBe(receiverBefore + amount)
  })

  it('reads fresh balances: native and ERC20, straight from the chain', async () => {
    const owner = address(2)
    await expect(
      readFreshBalance(appKit, { network: network(), address: owner, token: ether }),
    ).resolves.toBe(await client.getBalance({ address: owner }))
    await expect(
      readFreshBalance(appKit, { network: network(), address: owner, token: susd() }),
    ).resolves.toBe(await tokenBalance(owner))
  })

  it('sends Max ETH: the whole fresh balance less the estimated fee goes through', async () => {
    const wallet = await connectDevWallet(appKit, chain, 7)
    const transfer = { network: network(), from: wallet.address, to: address(8), token: ether }
    const balance = await readFreshBalance(appKit, { ...transfer, address: wallet.address })
    const estimate = await estimateSendFee(appKit, { ...transfer, amount: balance })
    expect(estimate.eip155?.gas).toBe(21_000n)
    expect(estimate.fee).toBeGreaterThan(0n)
    const amount = maxSendable(balance, estimate.fee, true)
    const { hash } = await sendTokens(appKit, {
      ...transfer,
      amount,
      receiver: address(8),
      fee: estimate,
    })
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'confirmed',
    )
    const left = await client.getBalance({ address: wallet.address })
    // What is left is the part of the fee allowance the chain did not charge: never negative.
    expect(left).toBe(estimate.fee - (await gasPaid(hash as Hash)))
    expect(left).toBeGreaterThanOrEqual(0n)
  })

  it('estimates an ERC20 transfer with the gas of the real call', async () => {
    const wallet = await connectDevWallet(appKit, chain, 1)
    const { fee, eip155 } = await estimateSendFee(appKit, {
      network: network(),
      from: wallet.address,
      to: address(6),
      token: susd(),
      amount: 1n,
    })
    expect(eip155?.gas).toBeGreaterThan(21_000n)
    expect(fee).toBe((eip155?.gas ?? 0n) * (eip155?.maxFeePerGas ?? 0n))
  })

  it('reports a transaction that reverted as failed', async () => {
    const wallet = await connectDevWallet(appKit, chain, 9)
    // Account 9 holds no SUSD; a fixed gas limit skips the estimate, so it is mined and reverts.
    const { hash } = await sendTokens(appKit, {
      network: network(),
      from: wallet.address,
      token: susd(),
      amount: 1n,
      receiver: address(6),
      fee: {
        fee: 0n,
        eip155: { gas: 100_000n, maxFeePerGas: 10n ** 10n, maxPriorityFeePerGas: 1n },
      },
    })
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'failed',
    )
  })

  it('keeps the hash when the RPC is gone while waiting', async () => {
    const down = { ...network(), rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const hash = `0x${'12'.repeat(32)}`
    const error = await waitForSendConfirmation(appKit, { network: down, hash, ...poll }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ code: 'SEND_CONFIRMATION_UNKNOWN', hash })
  })

  it('turns the wallet saying no into "Transaction rejected", 4001 kept in the cause', async () => {
    const wallet = await connectDevWallet(appKit, chain, 3)
    wallet.rejectSends()
    const before = await client.getBalance({ address: wallet.address })
    const error = await sendTokens(appKit, {
      network: network(),
      from: wallet.address,
      token: ether,
      amount: 1n,
      receiver: address(6),
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'TRANSACTION_REJECTED',
      shortMessage: 'Transaction rejected',
    })
    expect((error as { cause: unknown }).cause).toMatchObject({ rpcCode: 4001 })
    expect(await client.getBalance({ address: wallet.address })).toBe(before)
  })

  it('sends once when the flow is submitted twice (a double click)', async () => {
    const wallet = await connectDevWallet(appKit, chain, 6)
    const receiverBefore = await client.getBalance({ address: address(2) })
    const flow = createSendFlow({ send: (p) => sendTokens(appKit, p), emit: () => {} })
    const parameters = {
      network: network(),
      from: wallet.address,
      token: ether,
      amount: parseEther('0.5'),
      receiver: address(2),
    }
    const [first, second] = await Promise.all([flow.submit(parameters), flow.submit(parameters)])
    expect(second).toEqual(first)
    await flow.submit(parameters)
    await waitForSendConfirmation(appKit, { network: network(), hash: first.hash, ...poll })
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
    expect(await client.getBalance({ address: address(2) })).toBe(
      receiverBefore + parseEther('0.5'),
    )
  })

  it('sends when the wallet answers eth_chainId with a number, as WalletConnect does', async () => {
    const wallet = await connectDevWallet(appKit, chain, 8)
    const dev = appKit.stores.providers.getState().eip155?.provider as {
      request(args: { method: string; params?: unknown }): Promise<unknown>
    }
    // UniversalProvider answers `parseInt(defaultChain)`: 31337, not '0x7a69'.
    const provider = {
      request: async (args: { method: string; params?: unknown }) =>
        args.method === 'eth_chainId' ? chain.chainId : dev.request(args),
    }
    appKit.stores.providers.setState({ eip155: { provider, type: 'walletConnect' } })
    const receiverBefore = await client.getBalance({ address: address(5) })
    const { hash } = await sendTokens(appKit, {
      network: network(),
      from: wallet.address,
      token: ether,
      amount: 3n,
      receiver: address(5),
    })
    await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })
    expect(await client.getBalance({ address: address(5) })).toBe(receiverBefore + 3n)
  })

  it('refuses to send when the wallet is on another chain', async () => {
    const wallet = await connectDevWallet(appKit, chain, 3)
    const elsewhere = { ...network(), id: 1, caipNetworkId: 'eip155:1' as const }
    await expect(
      sendTokens(appKit, {
        network: elsewhere,
        from: wallet.address,
        token: ether,
        amount: 1n,
        receiver: address(6),
      }),
    ).rejects.toMatchObject({ code: 'CHAIN_DISCONNECTED' })
    expect(wallet.requests).not.toContain('eth_sendTransaction')
  })
})

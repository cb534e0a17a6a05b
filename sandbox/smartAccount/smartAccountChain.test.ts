import {
  type Address,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SandboxChain, startChain } from '../chain/startChain.js'
import { sandboxToken } from '../contracts/sandboxToken.js'
import { sandboxAccountArtifact } from './sandboxAccountArtifact.js'
import {
  deploySmartAccountFactory,
  ensureSmartAccount,
  isDeployed,
  sendFromSmartAccount,
  smartAccountAddress,
  smartAccountDeployerKey,
  smartAccountFactoryAddress,
} from './smartAccountChain.js'
import { mined, publicClientOf, walletClientOf } from './smartAccountClients.js'

let chains: SandboxChain[] = []
let rpcUrl: string
let client: PublicClient
let factory: Address

/** A fresh key holding `ether` ETH on the first chain. */
async function fundedKey(ether = '10'): Promise<Hex> {
  const key = generatePrivateKey()
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await anvil.setBalance({ address: privateKeyToAccount(key).address, value: parseEther(ether) })
  return key
}

beforeAll(async () => {
  chains = await Promise.all([startChain(), startChain()])
  const first = chains[0] as SandboxChain
  rpcUrl = first.rpcUrl
  client = publicClientOf(rpcUrl)
  factory = await deploySmartAccountFactory(rpcUrl)
})
afterAll(async () => {
  await Promise.all(chains.map((chain) => chain.stop()))
})

describe('deploySmartAccountFactory', () => {
  it('puts the factory at the same address on every fresh chain, once', async () => {
    const second = chains[1] as SandboxChain
    // Two callers at once on a fresh chain share one deployment.
    const [a, b] = await Promise.all([
      deploySmartAccountFactory(second.rpcUrl),
      deploySmartAccountFactory(second.rpcUrl),
    ])
    expect(a).toBe(factory)
    expect(b).toBe(factory)
    expect(factory).toBe(smartAccountFactoryAddress)
    expect(await isDeployed(second.rpcUrl, factory)).toBe(true)
    // Idempotent: the deployer sends nothing more.
    expect(await deploySmartAccountFactory(rpcUrl)).toBe(factory)
    const deployer = privateKeyToAccount(smartAccountDeployerKey).address
    expect(await client.getTransactionCount({ address: deployer })).toBe(1)
  })
})

describe('smartAccountAddress', () => {
  it("equals the factory's own accountOf, for any owner", async () => {
    for (const owner of [
      privateKeyToAccount(generatePrivateKey()).address,
      getAddress('0x0000000000000000000000000000000000000001'),
      (chains[0] as SandboxChain).accounts[0]?.address as Address,
    ]) {
      const onChain = await client.readContract({
        address: factory,
        abi: sandboxAccountArtifact.factory.abi,
        functionName: 'accountOf',
        args: [owner],
      })
      expect(smartAccountAddress(factory, owner)).toBe(onChain)
    }
  })
})

describe('ensureSmartAccount', () => {
  it('deploys the account on the first call only, owned by the key', async () => {
    const ownerKey = await fundedKey()
    const owner = privateKeyToAccount(ownerKey).address
    const address = smartAccountAddress(factory, owner)
    expect(await isDeployed(rpcUrl, address)).toBe(false)
    expect(await ensureSmartAccount(rpcUrl, factory, ownerKey)).toEqual({
      address,
      deployedNow: true,
    })
    expect(await isDeployed(rpcUrl, address)).toBe(true)
    expect(await ensureSmartAccount(rpcUrl, factory, ownerKey)).toEqual({
      address,
      deployedNow: false,
    })
    const accountOwner = await client.readContract({
      address,
      abi: sandboxAccountArtifact.account.abi,
      functionName: 'owner',
    })
    expect(accountOwner).toBe(owner)
  })

  it('says deployedNow false when someone else deployed it first', async () => {
    const ownerKey = await fundedKey()
    const owner = privateKeyToAccount(ownerKey).address
    const other = await walletClientOf(rpcUrl, await fundedKey())
    await mined(
      rpcUrl,
      await other.writeContract({
        address: factory,
        abi: sandboxAccountArtifact.factory.abi,
        functionName: 'createAccount',
        args: [owner],
      }),
      'createAccount',
    )
    expect(await ensureSmartAccount(rpcUrl, factory, ownerKey)).toMatchObject({
      deployedNow: false,
    })
  })

  it('refuses when no factory is deployed there', async () => {
    const nowhere = getAddress('0x00000000000000000000000000000000000fac70')
    await expect(ensureSmartAccount(rpcUrl, nowhere, await fundedKey())).rejects.toThrow(
      /No SandboxAccountFactory/,
    )
  })
})

describe('sendFromSmartAccount', () => {
  it('sends value from the account: the receiver gets it, the owner pays only gas', async () => {
    const ownerKey = await fundedKey()
    const owner = privateKeyToAccount(ownerKey).address
    const account = smartAccountAddress(factory, owner)
    const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    // Funded before it exists, as a user would fund the address the kit shows.
    await anvil.setBalance({ address: account, value: parseEther('3') })
    await ensureSmartAccount(rpcUrl, factory, ownerKey)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther('1.25')
    const before = await Promise.all(
      [receiver, account, owner].map((address) => client.getBalance({ address })),
    )

    const hash = await sendFromSmartAccount(rpcUrl, factory, ownerKey, { to: receiver, value })
    const receipt = await mined(rpcUrl, hash, 'execute')
    const after = await Promise.all(
      [receiver, account, owner].map((address) => client.getBalance({ address })),
    )
    expect(after[0]).toBe((before[0] as bigint) + value)
    expect(after[1]).toBe((before[1] as bigint) - value)
    expect(after[2]).toBe((before[2] as bigint) - receipt.gasUsed * receipt.effectiveGasPrice)
    const transaction = await client.getTransaction({ hash })
    expect(transaction.to).toBe(account.toLowerCase())
    expect(getAddress(transaction.from)).toBe(owner)
    expect(transaction.value).toBe(0n)
  })

  it('deploys the account first when it has none, and honours a given gas limit', async () => {
    const ownerKey = await fundedKey()
    const account = smartAccountAddress(factory, privateKeyToAccount(ownerKey).address)
    const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    await anvil.setBalance({ address: account, value: parseEther('1') })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hash = await sendFromSmartAccount(rpcUrl, factory, ownerKey, {
      to: receiver,
      value: 7n,
      gas: 21_000n,
    })
    await mined(rpcUrl, hash, 'execute')
    expect(await isDeployed(rpcUrl, account)).toBe(true)
    expect(await client.getBalance({ address: receiver })).toBe(7n)
  })

  it('makes contract calls as the account (an ERC-20 transfer), and bubbles their reverts', async () => {
    const ownerKey = await fundedKey()
    const { address: account } = await ensureSmartAccount(rpcUrl, factory, ownerKey)
    const minter = await walletClientOf(rpcUrl, await fundedKey())
    const deployed = await mined(
      rpcUrl,
      await minter.deployContract({ ...sandboxToken.artifact, args: [parseUnits('100', 6)] }),
      'deploy token',
    )
    const token = deployed.contractAddress as Address
    await mined(
      rpcUrl,
      await minter.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account, parseUnits('10', 6)],
      }),
      'fund account',
    )
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const transfer = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] })

    const hash = await sendFromSmartAccount(rpcUrl, factory, ownerKey, {
      to: token,
      data: transfer(parseUnits('4', 6)),
    })
    const receipt = await mined(rpcUrl, hash, 'execute')
    const [event] = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    expect(event?.args).toEqual({ from: account, to: receiver, value: parseUnits('4', 6) })
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
    ).toBe(parseUnits('6', 6))

    // The token's own error comes out of execute unchanged.
    await expect(
      client.simulateContract({
        account: privateKeyToAccount(ownerKey),
        address: account,
        abi: [...sandboxAccountArtifact.account.abi, ...sandboxToken.artifact.abi],
        functionName: 'execute',
        args: [token, 0n, transfer(parseUnits('50', 6))],
      }),
    ).rejects.toThrow(/InsufficientBalance/)
    await expect(
      sendFromSmartAccount(rpcUrl, factory, ownerKey, {
        to: token,
        data: transfer(parseUnits('50', 6)),
      }),
    ).rejects.toThrow()
  })

  it('refuses execute from anyone but the owner', async () => {
    const ownerKey = await fundedKey()
    const { address: account } = await ensureSmartAccount(rpcUrl, factory, ownerKey)
    const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    await anvil.setBalance({ address: account, value: parseEther('1') })
    const strangerKey = await fundedKey()
    const stranger = privateKeyToAccount(strangerKey)
    const execute = {
      address: account,
      abi: sandboxAccountArtifact.account.abi,
      functionName: 'execute',
      args: [stranger.address, parseEther('1'), '0x'],
    } as const
    await expect(client.simulateContract({ account: stranger, ...execute })).rejects.toThrow(
      /NotOwner/,
    )
    // Sent anyway (a gas limit given, so nothing is estimated): mined, reverted, nothing moved.
    const wallet = await walletClientOf(rpcUrl, strangerKey)
    const hash = await wallet.writeContract({ ...execute, gas: 100_000n })
    await expect(mined(rpcUrl, hash, 'execute')).rejects.toThrow(/reverted/)
    expect(await client.getBalance({ address: account })).toBe(parseEther('1'))
  })
})

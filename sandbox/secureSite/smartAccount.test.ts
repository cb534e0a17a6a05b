import {
  type Address,
  createPublicClient,
  createTestClient,
  getAddress,
  type Hex,
  http,
  isErc6492Signature,
  numberToHex,
  type PublicClient,
  parseEther,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SandboxChain, startChain } from '../chain/startChain.js'
import {
  deploySmartAccountFactory,
  smartAccountAddress,
} from '../smartAccount/smartAccountChain.js'
import { type SecureSite, startSecureSite } from './startSecureSite.js'

// The embedded wallet's smart account through the secure site's HTTP API, as its frame page
// calls it, on real anvils: 31337 offers smart accounts, 31338 is served without. The user logs
// in by email; the sandbox's first-login funding gives both accounts 10 ETH.
let chains: SandboxChain[] = []
let site: SecureSite
let factory: Address
let client: PublicClient
const funded: { address: Address; smartAccount?: Address }[] = []
const ten = parseEther('10')

beforeAll(async () => {
  chains = await Promise.all([startChain({ chainId: 31337 }), startChain({ chainId: 31338 })])
  const [enabled, plain] = chains as [SandboxChain, SandboxChain]
  factory = await deploySmartAccountFactory(enabled.rpcUrl)
  client = createPublicClient({ transport: http(enabled.rpcUrl), cacheTime: 0 })
  const anvil = createTestClient({ mode: 'anvil', transport: http(enabled.rpcUrl) })
  site = await startSecureSite({
    allowedOrigins: ['http://127.0.0.1:5173'],
    chains: { 31337: enabled.rpcUrl, 31338: plain.rpcUrl },
    smartAccounts: { factory, chainIds: [31337, 1] },
    onFirstLogin: async (address, { smartAccount }) => {
      funded.push({ address, ...(smartAccount && { smartAccount }) })
      for (const each of [address, smartAccount]) {
        if (each) await anvil.setBalance({ address: each, value: ten })
      }
    },
  })
}, 60_000)
afterAll(async () => {
  await site?.close()
  await Promise.all(chains.map((chain) => chain.stop()))
})

const post = (path: string, body: unknown, cookie = '') =>
  fetch(`${site.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin, cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  })

/** An email login; the session cookie and the user's key's address. */
async function logIn(email: string): Promise<{ cookie: string; eoa: Address }> {
  await post('/api/login/email', { email })
  const login = await post('/api/login/otp', { email, otp: site.latestCode(email) })
  expect(login.status).toBe(200)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const user = await fetch(`${site.origin}/api/user`, {
    headers: { cookie },
    signal: AbortSignal.timeout(10_000),
  })
  const { address } = ((await user.json()) as { user: { address: Address } }).user
  return { cookie, eoa: address }
}

async function rpc(cookie: string, method: string, params: unknown[], chainId = 31337) {
  const response = await post('/api/rpc', { chainId, method, params }, cookie)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the secure site smart accounts', () => {
  it('lists the enabled chains it serves, and funds both accounts at the first login', async () => {
    const chainsAnswer = await fetch(`${site.origin}/api/chains`, {
      signal: AbortSignal.timeout(10_000),
    })
    // Chain 1 is not served: never offered.
    expect(await chainsAnswer.json()).toMatchObject({ smartAccountChainIds: [31337] })
    const { eoa } = await logIn('funded@example.com')
    const smartAccount = smartAccountAddress(factory, eoa)
    expect(funded).toContainEqual({ address: eoa, smartAccount })
    expect(await client.getBalance({ address: smartAccount })).toBe(ten)
  })

  it("answers GET_USER's accounts per chain and the type asked for, and keeps that type", async () => {
    const { cookie, eoa } = await logIn('shapes@example.com')
    const smartAccount = smartAccountAddress(factory, eoa)
    const account = async (body: Record<string, unknown>) =>
      (await post('/api/account', body, cookie)).json()
    const both = [
      { address: eoa, type: 'eoa' },
      { address: smartAccount, type: 'smartAccount' },
    ]
    expect(await account({ chainId: 31337 })).toEqual({
      address: eoa,
      accounts: both,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(
      await account({ chainId: 'eip155:31337', preferredAccountType: 'smartAccount' }),
    ).toEqual({
      address: smartAccount,
      accounts: both,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    // Kept for the session: asked again without a type, still the smart account.
    expect(await account({ chainId: 31337 })).toMatchObject({ address: smartAccount })
    // A chain without smart accounts: the key's account only, whatever the session prefers.
    expect(await account({ chainId: 31338 })).toEqual({
      address: eoa,
      accounts: [{ address: eoa, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(await rpc(cookie, 'eth_accounts', [], 31338)).toMatchObject({ body: { result: [eoa] } })
    expect(await account({ chainId: 5 })).toMatchObject({ code: 4901 })
    expect((await post('/api/account', { chainId: 31337 })).status).toBe(401)
  })

  it('computes the smart account (INIT_SMART_ACCOUNT) and switches the session to it and back (SET_PREFERRED_ACCOUNT)', async () => {
    const { cookie, eoa } = await logIn('switch@example.com')
    const smartAccount = smartAccountAddress(factory, eoa)
    expect(
      await (await post('/api/smart-account/init', { chainId: 31337 }, cookie)).json(),
    ).toEqual({
      address: smartAccount,
      isDeployed: false,
    })
    const refused = await post('/api/smart-account/init', { chainId: 31338 }, cookie)
    expect(await refused.json()).toEqual({
      message: 'Smart accounts are not enabled on chain 31338',
    })

    const prefer = async (type: unknown, chainId = 31337) =>
      (await post('/api/account/preferred', { type, chainId }, cookie)).json()
    expect(await rpc(cookie, 'eth_accounts', [])).toMatchObject({ body: { result: [eoa] } })
    expect(await prefer('smartAccount')).toEqual({ type: 'smartAccount', address: smartAccount })
    expect(await rpc(cookie, 'eth_requestAccounts', [])).toMatchObject({
      body: { result: [smartAccount] },
    })
    expect(await prefer('smartAccount', 31338)).toEqual({
      message: 'Smart accounts are not enabled on chain 31338',
    })
    expect(await prefer('admin')).toEqual({ message: "type must be 'eoa' or 'smartAccount'" })
    expect(await prefer('eoa')).toEqual({ type: 'eoa', address: eoa })
    expect(await rpc(cookie, 'eth_accounts', [])).toMatchObject({ body: { result: [eoa] } })
  })

  it('signs as the smart account: ERC-6492 before its deployment, then sends from it (deployed on first use), then EIP-1271', async () => {
    const { cookie, eoa } = await logIn('smart@example.com')
    const smartAccount = smartAccountAddress(factory, eoa)
    await post('/api/account/preferred', { type: 'smartAccount', chainId: 31337 }, cookie)

    // Before deployment: an ERC-6492 signature that viem verifies by simulating the deployment.
    const message = 'Sign in to the sandbox with a smart account'
    const early = await rpc(cookie, 'personal_sign', [message, smartAccount.toLowerCase()])
    expect(early.status).toBe(200)
    const earlySignature = early.body.result as Hex
    expect(isErc6492Signature(earlySignature)).toBe(true)
    expect(
      await client.verifyMessage({ address: smartAccount, message, signature: earlySignature }),
    ).toBe(true)
    // As the key's account, it is refused: the session acts as the smart account.
    expect(await rpc(cookie, 'personal_sign', [message, eoa])).toMatchObject({
      status: 403,
      body: { code: 4100 },
    })

    // The approval screen says which account sends, and who pays the gas.
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const tx = { to: receiver, value: numberToHex(parseEther('0.5')), data: '0x' }
    const described = await post(
      '/api/describe',
      { chainId: 31337, method: 'eth_sendTransaction', params: [tx] },
      cookie,
    )
    const { description } = (await described.json()) as {
      description: { rows: { label: string; value: string }[] }
    }
    expect(description.rows[0]).toEqual({
      label: 'From',
      value: `Your smart account ${smartAccount}`,
    })
    expect(description.rows).toContainEqual({ label: 'Gas paid by', value: `Your EOA ${eoa}` })
    // The value and the fee leave two accounts: no total of both.
    expect(description.rows.map((row) => row.label)).not.toContain('Total')

    const eoaBefore = await client.getBalance({ address: eoa })
    const sent = await rpc(cookie, 'eth_sendTransaction', [tx])
    expect(sent.status).toBe(200)
    const receipt = await client.waitForTransactionReceipt({
      hash: sent.body.result as Hex,
      timeout: 15_000,
    })
    expect(receipt.status).toBe('success')
    // The owner sent the transaction to the account; the value left the account, not the owner.
    expect(getAddress(receipt.from)).toBe(eoa)
    expect(getAddress(receipt.to ?? '0x')).toBe(smartAccount)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.5'))
    expect(await client.getBalance({ address: smartAccount })).toBe(parseEther('9.5'))
    const gasPaid = eoaBefore - (await client.getBalance({ address: eoa }))
    expect(gasPaid).toBeGreaterThan(0n)
    expect(gasPaid).toBeLessThan(parseEther('0.01'))
    expect(await (await post('/api/account', { chainId: 31337 }, cookie)).json()).toMatchObject({
      smartAccountDeployed: true,
    })

    // Deployed: a plain signature the account's isValidSignature accepts (EIP-1271).
    const late = await rpc(cookie, 'personal_sign', [message, smartAccount])
    const lateSignature = late.body.result as Hex
    expect(isErc6492Signature(lateSignature)).toBe(false)
    expect(lateSignature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(
      await client.verifyMessage({ address: smartAccount, message, signature: lateSignature }),
    ).toBe(true)

    const typedData = {
      domain: { name: 'Mail', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const
    const typed = await rpc(cookie, 'eth_signTypedData_v4', [
      smartAccount,
      JSON.stringify(typedData),
    ])
    expect(
      await client.verifyTypedData({
        ...typedData,
        address: smartAccount,
        signature: typed.body.result as Hex,
      }),
    ).toBe(true)
  })

  it('refuses a send from another account, and a contract creation, for a session acting as its smart account', async () => {
    const { cookie, eoa } = await logIn('refusals@example.com')
    await post('/api/account/preferred', { type: 'smartAccount', chainId: 31337 }, cookie)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    expect(
      await rpc(cookie, 'eth_sendTransaction', [{ from: eoa, to: receiver, value: '0x1' }]),
    ).toMatchObject({ status: 403, body: { code: 4100 } })
    expect(await rpc(cookie, 'eth_sendTransaction', [{ data: '0x6000' }])).toMatchObject({
      status: 400,
      body: {
        message: 'A smart account only calls: send a contract creation from your EOA instead',
        code: -32602,
      },
    })
    // On the chain without smart accounts the session acts as its key.
    const plain = await rpc(cookie, 'personal_sign', ['hi', eoa], 31338)
    expect(
      await verifyMessage({ address: eoa, message: 'hi', signature: plain.body.result as Hex }),
    ).toBe(true)
  })
})

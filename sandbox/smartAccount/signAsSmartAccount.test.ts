import {
  type Address,
  createTestClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  isErc6492Signature,
  numberToHex,
  type PublicClient,
  parseEther,
  parseSignature,
  serializeErc6492Signature,
  serializeSignature,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, sign } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../../runtime/core/siwx/formatSiwxMessage.js'
import { verifySiwxMessage } from '../../runtime/core/siwx/verifySiwxMessage.js'
import { type SandboxChain, startChain } from '../chain/startChain.js'
import { sandboxAccountArtifact } from './sandboxAccountArtifact.js'
import {
  deploySmartAccountFactory,
  ensureSmartAccount,
  isDeployed,
  personalSignAsSmartAccount,
  signAsSmartAccount,
  smartAccountAddress,
  typedDataSignAsSmartAccount,
} from './smartAccountChain.js'
import { publicClientOf } from './smartAccountClients.js'

let chain: SandboxChain
let client: PublicClient
let factory: Address

/** A fresh owner whose account is not deployed yet; its key holds 10 ETH for the deployment. */
async function freshOwner(): Promise<{ ownerKey: Hex; account: Address }> {
  const ownerKey = generatePrivateKey()
  const owner = privateKeyToAccount(ownerKey).address
  const anvil = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
  await anvil.setBalance({ address: owner, value: parseEther('10') })
  return { ownerKey, account: smartAccountAddress(factory, owner) }
}

const isValidSignature = (account: Address, hash: Hex, signature: Hex) =>
  client.readContract({
    address: account,
    abi: sandboxAccountArtifact.account.abi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  })

const typedData = {
  domain: { name: 'Sandbox', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
  client = publicClientOf(chain.rpcUrl)
  factory = await deploySmartAccountFactory(chain.rpcUrl)
})
afterAll(async () => {
  await chain?.stop()
})

describe('personalSignAsSmartAccount, verified by viem', () => {
  it('verifies before deployment (ERC-6492) without deploying anything', async () => {
    const { ownerKey, account } = await freshOwner()
    const base = { rpcUrl: chain.rpcUrl, factory, ownerKey }
    const signature = await personalSignAsSmartAccount({ ...base, message: 'hello' })
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await client.verifyMessage({ address: account, message: 'hello', signature })).toBe(true)
    expect(await client.verifyMessage({ address: account, message: 'hellO', signature })).toBe(
      false,
    )
    // The validator only simulated the deployment.
    expect(await isDeployed(chain.rpcUrl, account)).toBe(false)
  })

  it("refuses before deployment another key's signature wrapped for this account", async () => {
    const { ownerKey, account } = await freshOwner()
    const owner = privateKeyToAccount(ownerKey).address
    const forged = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: sandboxAccountArtifact.factory.abi,
        functionName: 'createAccount',
        args: [owner],
      }),
      signature: await sign({
        hash: hashMessage('hello'),
        privateKey: generatePrivateKey(),
        to: 'hex',
      }),
    })
    expect(
      await client.verifyMessage({ address: account, message: 'hello', signature: forged }),
    ).toBe(false)
  })

  it('verifies after deployment (ERC-1271) with a plain 65-byte signature', async () => {
    const { ownerKey, account } = await freshOwner()
    const base = { rpcUrl: chain.rpcUrl, factory, ownerKey }
    const early = await personalSignAsSmartAccount({ ...base, message: 'hello' })
    await ensureSmartAccount(chain.rpcUrl, factory, ownerKey)

    const signature = await personalSignAsSmartAccount({
      ...base,
      message: { raw: '0x68656c6c6f' },
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await client.verifyMessage({ address: account, message: 'hello', signature })).toBe(true)
    expect(await client.verifyMessage({ address: account, message: 'bye', signature })).toBe(false)
    // A signature made before the deployment still holds after it.
    expect(
      await client.verifyMessage({ address: account, message: 'hello', signature: early }),
    ).toBe(true)
    const other = await personalSignAsSmartAccount({
      ...base,
      ownerKey: generatePrivateKey(),
      message: 'hello',
    })
    expect(
      await client.verifyMessage({ address: account, message: 'hello', signature: other }),
    ).toBe(false)
  })
})

describe('typedDataSignAsSmartAccount', () => {
  it('verifies with viem before and after deployment, and only for its own data', async () => {
    const { ownerKey, account } = await freshOwner()
    const base = { rpcUrl: chain.rpcUrl, factory, ownerKey }
    for (const deploy of [false, true]) {
      if (deploy) await ensureSmartAccount(chain.rpcUrl, factory, ownerKey)
      const signature = await typedDataSignAsSmartAccount({ ...base, typedData })
      expect(await client.verifyTypedData({ address: account, signature, ...typedData })).toBe(true)
      const altered = { ...typedData, message: { text: 'hellO' } }
      expect(await client.verifyTypedData({ address: account, signature, ...altered })).toBe(false)
    }
  })
})

describe("the account's isValidSignature", () => {
  it("accepts the owner's low-s signature of the hash only", async () => {
    const { ownerKey, account } = await freshOwner()
    await ensureSmartAccount(chain.rpcUrl, factory, ownerKey)
    const hash = hashMessage('hello')
    const signature = await signAsSmartAccount({ rpcUrl: chain.rpcUrl, factory, ownerKey, hash })
    expect(await isValidSignature(account, hash, signature)).toBe('0x1626ba7e')
    expect(await isValidSignature(account, hashMessage('bye'), signature)).toBe('0xffffffff')

    // The same signature with s mirrored (still recovers the owner): refused (EIP-2).
    const order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const { r, s, yParity } = parseSignature(signature)
    const highS = serializeSignature({
      r,
      s: numberToHex(order - BigInt(s), { size: 32 }),
      yParity: yParity === 0 ? 1 : 0,
    })
    expect(await isValidSignature(account, hash, highS)).toBe('0xffffffff')
    // Neither a truncated signature nor garbage.
    expect(await isValidSignature(account, hash, signature.slice(0, -2) as Hex)).toBe('0xffffffff')
    expect(await isValidSignature(account, hash, `0x${'00'.repeat(65)}`)).toBe('0xffffffff')
  })
})

describe("the kit's sign-in verifier", () => {
  it('accepts a SIWE sign-in by the smart account, before and after its deployment', async () => {
    const { ownerKey, account } = await freshOwner()
    const expected = { domain: 'app.example', uri: 'https://app.example/', nonce: 'n0nce12345678' }
    const formatted = formatSiwxMessage({
      namespace: 'eip155',
      ...expected,
      address: account,
      version: '1',
      chainId: '31337',
      issuedAt: new Date().toISOString(),
    })
    if (!formatted.ok) throw new Error(JSON.stringify(formatted.problem))
    const message = formatted.message
    const base = { rpcUrl: chain.rpcUrl, factory, ownerKey, message }
    const verify = (signature: Hex) =>
      verifySiwxMessage({ message, signature, expected, publicClient: client })

    expect(await verify(await personalSignAsSmartAccount(base))).toMatchObject({
      ok: true,
      session: { data: { accountAddress: account, chainId: 'eip155:31337' } },
    })
    await ensureSmartAccount(chain.rpcUrl, factory, ownerKey)
    expect(await verify(await personalSignAsSmartAccount(base))).toMatchObject({ ok: true })
    const stranger = await personalSignAsSmartAccount({ ...base, ownerKey: generatePrivateKey() })
    expect(await verify(stranger)).toMatchObject({ ok: false, reason: 'invalid-signature' })
  })
})

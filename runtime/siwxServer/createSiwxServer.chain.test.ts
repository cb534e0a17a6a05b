import { concat, createTestClient, getAddress, type Hex, hashMessage, http, padHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SandboxChain, startChain } from '../../sandbox/chain/startChain.js'
import { formatSiwxMessage } from '../core/siwx/formatSiwxMessage.js'
import { createSiwxServer, type SiwxServer } from './createSiwxServer.js'

// An ERC-1271 account of a few hand-assembled instructions that approves exactly one message hash
// (isValidSignature returns 0x1626ba7e for it, reverts otherwise), whatever the signature bytes.
const magic = padHex('0x1626ba7e', { dir: 'right', size: 32 })
const accountCode = (hash: Hex): Hex =>
  concat([
    '0x600435', // PUSH1 4, CALLDATALOAD: the hash argument
    '0x7f', // PUSH32 hash
    hash,
    '0x14602d57', // EQ, PUSH1 0x2d, JUMPI
    '0x60006000fd', // PUSH1 0, PUSH1 0, REVERT
    '0x5b7f', // JUMPDEST (0x2d), PUSH32 magic
    magic,
    '0x600052', // PUSH1 0, MSTORE
    '0x60206000f3', // PUSH1 32, PUSH1 0, RETURN
  ])
const contractSignature: Hex = `0x${'11'.repeat(65)}`

// anvil's first dev key: well known, test only.
const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const domain = 'app.example.com'
const uri = 'https://app.example.com'
let chain: SandboxChain

async function message(server: SiwxServer, address: string): Promise<string> {
  const result = formatSiwxMessage({
    namespace: 'eip155',
    domain,
    address,
    uri,
    version: '1',
    chainId: '31337',
    nonce: await server.issueNonce(),
    issuedAt: new Date().toISOString(),
  })
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return result.message
}

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
})
afterAll(async () => {
  await chain?.stop()
})

describe('createSiwxServer with rpcUrls (anvil)', () => {
  it("signs in a contract account through its chain's RPC, and refuses it without one", async () => {
    const address = getAddress('0x00000000000000000000000000000000000c0de2')
    const withRpc = createSiwxServer({ domain, uri, rpcUrls: { 'eip155:31337': chain.rpcUrl } })
    const text = await message(withRpc, address)
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    await testClient.setCode({ address, bytecode: accountCode(hashMessage(text)) })
    const result = await withRpc.verify({ message: text, signature: contractSignature })
    expect(result).toMatchObject({ ok: true, session: { data: { accountAddress: address } } })

    const withoutRpc = createSiwxServer({ domain, uri })
    const other = await message(withoutRpc, address)
    await testClient.setCode({ address, bytecode: accountCode(hashMessage(other)) })
    expect(await withoutRpc.verify({ message: other, signature: contractSignature })).toMatchObject(
      { ok: false },
    )
  })

  it('refuses a contract account for a message it did not approve', async () => {
    const address = getAddress('0x00000000000000000000000000000000000c0de3')
    const server = createSiwxServer({ domain, uri, rpcUrls: { 'eip155:31337': chain.rpcUrl } })
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    await testClient.setCode({ address, bytecode: accountCode(hashMessage('something else')) })
    const text = await message(server, address)
    expect(await server.verify({ message: text, signature: contractSignature })).toMatchObject({
      ok: false,
      reason: 'invalid-signature',
    })
  })

  it('signs an EOA in while the RPC of its chain is down', async () => {
    const server = createSiwxServer({
      domain,
      uri,
      rpcUrls: { 'eip155:31337': 'http://127.0.0.1:1' },
    })
    const text = await message(server, alice.address)
    const signature = await alice.signMessage({ message: text })
    expect((await server.verify({ message: text, signature })).ok).toBe(true)
  })
})

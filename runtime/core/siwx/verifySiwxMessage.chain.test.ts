import {
  concat,
  createPublicClient,
  createTestClient,
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  type Hex,
  hashMessage,
  http,
  type PublicClient,
  padHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SandboxChain, startChain } from '../../../sandbox/chain/startChain.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

// Contract accounts on a real anvil. The contracts are a few hand-assembled EVM instructions, so the
// test needs no compiler:
// - `accountCode(hash)`: an ERC-1271 account that approves exactly one message hash
//   (isValidSignature returns 0x1626ba7e for it and reverts otherwise), whatever the signature bytes;
// - `factoryCode`: a factory that CREATEs whatever init code it is called with, for ERC-6492.
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
/** Init code that returns `runtime` as the deployed code. */
const initCode = (runtime: Hex): Hex => {
  const length = (runtime.length - 2) / 2
  const header = `0x60${length.toString(16).padStart(2, '0')}80600b6000396000f3` as Hex
  return concat([header, runtime])
}
// CALLDATASIZE, PUSH1 0, PUSH1 0, CALLDATACOPY; CALLDATASIZE, PUSH1 0, PUSH1 0, CREATE;
// PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN: deploys its calldata, returns the new address.
const factoryCode: Hex = '0x3660006000373660006000f060005260206000f3'
// Contract accounts ignore the signature bytes here; 65 of them, as a real account's would be (the
// deployless ERC-6492 validator reads at least 32 bytes of a signature before it asks the account).
const contractSignature: Hex = `0x${'11'.repeat(65)}`
const erc6492Suffix: Hex = '0x6492649264926492649264926492649264926492649264926492649264926492'

const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const expected = { domain: 'service.org', uri: 'https://service.org/login', nonce: 'n0nce12345678' }
const now = Date.parse('2025-06-01T12:00:00Z')

let chain: SandboxChain
let client: PublicClient

function message(address: string, statement = 'Sign in to Service'): string {
  const result = formatSiwxMessage({
    namespace: 'eip155',
    domain: expected.domain,
    address,
    statement,
    uri: expected.uri,
    version: '1',
    chainId: '31337',
    nonce: expected.nonce,
    issuedAt: '2025-06-01T11:59:00Z',
  })
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return result.message
}

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
  client = createPublicClient({ transport: http(chain.rpcUrl) })
})
afterAll(async () => {
  await chain?.stop()
})

describe('verifySiwxMessage through a public client (anvil)', () => {
  it('verifies an EOA signature through the client too', async () => {
    const text = message(alice.address)
    const signature = await alice.signMessage({ message: text })
    const result = await verifySiwxMessage({
      message: text,
      signature,
      expected,
      now,
      publicClient: client,
    })
    expect(result).toMatchObject({ ok: true, session: { data: { chainId: 'eip155:31337' } } })
  })

  it('refuses an EOA signature of another message through the client', async () => {
    const signature = await alice.signMessage({ message: message(alice.address, 'Other') })
    const text = message(alice.address)
    const result = await verifySiwxMessage({
      message: text,
      signature,
      expected,
      now,
      publicClient: client,
    })
    expect(result).toMatchObject({ ok: false, reason: 'invalid-signature' })
  })

  it('verifies a deployed ERC-1271 account, and refuses it without a client', async () => {
    const address = getAddress('0x00000000000000000000000000000000000c0de1')
    const text = message(address)
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    await testClient.setCode({ address, bytecode: accountCode(hashMessage(text)) })
    const signature = contractSignature
    const withClient = await verifySiwxMessage({
      message: text,
      signature,
      expected,
      now,
      publicClient: client,
    })
    expect(withClient).toMatchObject({ ok: true })
    const withoutClient = await verifySiwxMessage({ message: text, signature, expected, now })
    expect(withoutClient).toMatchObject({ ok: false })
  })

  it('refuses an ERC-1271 account for a message it did not approve', async () => {
    const address = getAddress('0x00000000000000000000000000000000000c0de2')
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    await testClient.setCode({
      address,
      bytecode: accountCode(hashMessage(message(address, 'Other'))),
    })
    const text = message(address)
    const result = await verifySiwxMessage({
      message: text,
      signature: contractSignature,
      expected,
      now,
      publicClient: client,
    })
    expect(result).toMatchObject({ ok: false, reason: 'invalid-signature' })
  })

  it('verifies an ERC-6492 signature of an account not deployed yet', async () => {
    const factory = getAddress('0x000000000000000000000000000000000000fac7')
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    await testClient.setCode({ address: factory, bytecode: factoryCode })
    // A deployed contract starts at nonce 1 (EIP-161); anvil_setCode leaves it at 0.
    await testClient.setNonce({ address: factory, nonce: 1 })
    const address = getContractAddress({ from: factory, nonce: 1n })
    const text = message(address)
    const wrap = (hash: Hex) =>
      concat([
        encodeAbiParameters(
          [{ type: 'address' }, { type: 'bytes' }, { type: 'bytes' }],
          [factory, initCode(accountCode(hash)), contractSignature],
        ),
        erc6492Suffix,
      ])
    const valid = await verifySiwxMessage({
      message: text,
      signature: wrap(hashMessage(text)),
      expected,
      now,
      publicClient: client,
    })
    expect(valid).toMatchObject({ ok: true })
    const other = await verifySiwxMessage({
      message: text,
      signature: wrap(hashMessage('another message')),
      expected,
      now,
      publicClient: client,
    })
    expect(other).toMatchObject({ ok: false, reason: 'invalid-signature' })
    expect(await client.getCode({ address })).toBeUndefined()
  })

  it('refuses when the client is for another chain than the message', async () => {
    const text = message(alice.address).replace('Chain ID: 31337', 'Chain ID: 1')
    const signature = await alice.signMessage({ message: text })
    const result = await verifySiwxMessage({
      message: text,
      signature,
      expected,
      now,
      publicClient: client,
    })
    expect(result).toMatchObject({ ok: false, reason: 'chain-mismatch' })
  })

  it('fails closed when the client cannot reach its chain', async () => {
    const text = message(alice.address)
    const signature = await alice.signMessage({ message: text })
    const offline = createPublicClient({ transport: http('http://127.0.0.1:1', { retryCount: 0 }) })
    const result = await verifySiwxMessage({
      message: text,
      signature,
      expected,
      now,
      publicClient: offline,
    })
    expect(result).toMatchObject({ ok: false, reason: 'invalid-signature' })
  })
})

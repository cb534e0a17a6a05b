import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppKit } from '../../AppKit.js'
import { createNonce } from '../../siwx/createNonce.js'
import { formatSiwxMessage } from '../../siwx/formatSiwxMessage.js'
import { parseSiwxMessage } from '../../siwx/parseSiwxMessage.js'
import type { SiwxMessageFields } from '../../siwx/SiwxMessageFields.js'
import { signSiwxMessage } from '../../siwx/signSiwxMessage.js'
import { siwxChainsOf } from '../../siwx/siwxChainsOf.js'
import { verifySiwxMessage } from '../../siwx/verifySiwxMessage.js'
import { verifySiwxMessageWith } from '../../siwx/verifySiwxMessageWith.js'
import type { BitcoinProvider } from './BitcoinProvider.js'
import { bitcoinMainnet, bitcoinRegtest } from './bip322/BitcoinNetworkParams.js'
import { signBip322Simple } from './bip322/signBip322.js'
import { signLegacyMessage } from './bip322/signLegacyMessage.js'
import { verifyBip322 } from './bip322/verifyBip322.js'
import { checkAddress, checkChainId, sign, verify } from './bitcoinSiwx.js'
import { createBitcoinTestKit, regtestAccount } from './send/fixtures/bitcoinSendKit.js'

const regtestReference = '0f9188f13cb7b2c71f2a335e3a4fc328'
const account = regtestAccount()
const expected = { domain: 'service.org', uri: 'https://service.org/login' }

function message(address: string, nonce = createNonce()) {
  const fields: SiwxMessageFields = {
    namespace: 'bip122',
    domain: expected.domain,
    address,
    statement: 'Sign in to Service',
    uri: expected.uri,
    version: '1',
    chainId: regtestReference,
    nonce,
    issuedAt: new Date().toISOString(),
  }
  const written = formatSiwxMessage(fields)
  if (!written.ok) throw new Error(JSON.stringify(written.problem))
  return { fields, text: written.message, nonce }
}

const bip322 = (address: string, text: string) =>
  signBip322Simple({
    privateKey: account.privateKey,
    address,
    message: text,
    network: bitcoinRegtest,
  })

describe('bitcoinSiwx rules', () => {
  it.each([
    account.payment,
    account.ordinal,
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  ])('accepts the address %s', (address) => {
    expect(checkAddress(address)).toBeUndefined()
  })

  it.each([
    ['upper-case bech32', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['a bad checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  ])('refuses %s', (_case, address) => {
    expect(checkAddress(address)).toBe(
      'must be a Bitcoin address (legacy, P2SH, segwit or taproot; bech32 in lower case)',
    )
  })

  it('takes 32 lower-case hex characters as the Chain ID', () => {
    expect(checkChainId(regtestReference)).toBeUndefined()
    expect(checkChainId(regtestReference.toUpperCase())).toBeDefined()
    expect(checkChainId('1')).toBeDefined()
  })

  it('writes the header of a Bitcoin account and reads the message back', () => {
    const { text, fields } = message(account.payment)
    expect(text.split('\n')[0]).toBe('service.org wants you to sign in with your Bitcoin account:')
    expect(parseSiwxMessage(text)).toEqual({ ok: true, fields })
  })
})

describe('a Bitcoin sign-in, end to end (appkit/siwx-server verifier)', () => {
  it.each([
    ['payment (P2WPKH)', account.payment],
    ['ordinal (P2TR)', account.ordinal],
  ])('verifies a BIP-322 signature of the %s account', async (_type, address) => {
    const { text, nonce } = message(address)
    const result = await verifySiwxMessage({
      message: text,
      signature: bip322(address, text),
      expected: { ...expected, nonce },
    })
    expect(result).toMatchObject({
      ok: true,
      session: { data: { accountAddress: address, chainId: `bip122:${regtestReference}` } },
    })
  })

  it('verifies a legacy ("Bitcoin Signed Message") signature of the payment account', async () => {
    const { text, nonce } = message(account.payment)
    const signature = signLegacyMessage({
      privateKey: account.privateKey,
      message: text,
      addressType: 'p2wpkh',
    })
    await expect(
      verifySiwxMessage({ message: text, signature, expected: { ...expected, nonce } }),
    ).resolves.toMatchObject({ ok: true })
  })

  it("refuses another key's signature, and text that is not base64", async () => {
    const { text, nonce, fields } = message(account.payment)
    const other = regtestAccount()
    const stranger = signBip322Simple({
      privateKey: other.privateKey,
      address: other.payment,
      message: text,
      network: bitcoinRegtest,
    })
    await expect(
      verifySiwxMessage({ message: text, signature: stranger, expected: { ...expected, nonce } }),
    ).resolves.toMatchObject({ ok: false, reason: 'invalid-signature' })
    await expect(verify(fields, text, 'not base64!')).resolves.toBe('malformed-signature')
  })

  it("refuses a mainnet address's signature in a regtest message", async () => {
    const mainnet = p2wpkh(secp256k1.getPublicKey(account.privateKey, true), bitcoinMainnet)
      .address as string
    const { text, fields } = message(mainnet)
    // A real BIP-322 signature by the mainnet key over this very (regtest) message.
    const signature = signBip322Simple({
      privateKey: account.privateKey,
      address: mainnet,
      message: text,
      network: bitcoinMainnet,
    })
    expect(
      verifyBip322({ address: mainnet, message: text, signature, network: bitcoinMainnet }),
    ).toBe(true)
    await expect(verify(fields, text, signature)).resolves.toBe('invalid-signature')
  })
})

describe('a Bitcoin sign-in through the kit (its adapter rules, its wallet)', () => {
  let appKit: AppKit
  beforeAll(() => {
    appKit = createBitcoinTestKit()
  })
  afterAll(() => appKit?.destroy())

  it("signs with the wallet's BIP-322 signMessage and verifies with the kit's rules", async () => {
    const asked: unknown[] = []
    const wallet: Pick<BitcoinProvider, 'signMessage'> = {
      async signMessage(parameters) {
        asked.push(parameters)
        return bip322(parameters.address ?? '', parameters.message)
      },
    }
    appKit.stores.providers.setState({ bip122: { provider: wallet, type: 'announced' } })
    const chains = await siwxChainsOf(appKit)
    const { text, nonce } = message(account.payment)
    const signature = await signSiwxMessage(appKit, chains, 'bip122', account.payment, text)
    expect(asked).toEqual([{ message: text, address: account.payment, protocol: 'bip322' }])
    await expect(
      verifySiwxMessageWith({ message: text, signature, expected: { ...expected, nonce } }, chains),
    ).resolves.toMatchObject({ ok: true })
  })

  // verifyBip322 checks P2WPKH and P2TR only: these accounts sign the legacy way (BIP-137).
  const legacyAccounts = () => {
    const publicKey = secp256k1.getPublicKey(account.privateKey, true)
    return [
      [
        'P2SH-P2WPKH',
        p2sh(p2wpkh(publicKey, bitcoinRegtest), bitcoinRegtest).address as string,
        'p2sh-p2wpkh',
      ],
      ['P2PKH', p2pkh(publicKey, bitcoinRegtest).address as string, 'p2pkh'],
    ] as const
  }
  it.each(legacyAccounts())(
    'signs in a %s account with the legacy form (ecdsa) and verifies it',
    async (_type, address, addressType) => {
      const asked: unknown[] = []
      const wallet: Pick<BitcoinProvider, 'signMessage'> = {
        async signMessage(parameters) {
          asked.push(parameters)
          // A wallet of these accounts: BIP-322 it cannot sign (signBip322Simple throws).
          return parameters.protocol === 'ecdsa'
            ? signLegacyMessage({
                privateKey: account.privateKey,
                message: parameters.message,
                addressType,
              })
            : bip322(address, parameters.message)
        },
      }
      appKit.stores.providers.setState({ bip122: { provider: wallet, type: 'announced' } })
      const chains = await siwxChainsOf(appKit)
      const { text, nonce } = message(address)
      const signature = await signSiwxMessage(appKit, chains, 'bip122', address, text)
      expect(asked).toEqual([{ message: text, address, protocol: 'ecdsa' }])
      expect(base64.decode(signature)).toHaveLength(65)
      await expect(
        verifySiwxMessageWith(
          { message: text, signature, expected: { ...expected, nonce } },
          chains,
        ),
      ).resolves.toMatchObject({
        ok: true,
        session: { data: { accountAddress: address, chainId: `bip122:${regtestReference}` } },
      })
    },
  )

  it('does not sign with a provider that has no signMessage', () => {
    expect(sign({ request: async () => null }, account.payment, 'x')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../../schema/index.js'
import * as bitcoinSend from '../adapters/bip122/send/bitcoinSend.js'
import * as eip155Send from '../adapters/eip155/send/eip155Send.js'
import * as solanaSend from '../adapters/solana/send/solanaSend.js'
import { checkReceiver } from './checkReceiver.js'

// anvil's first dev account, in its EIP-55 form.
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana = 'G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA'
const hidden =
  'This address contains hidden characters (zero-width, direction or control): type it again.'

describe('checkReceiver on eip155', () => {
  it.each([
    ['checksummed', checksummed],
    ['all lower case', checksummed.toLowerCase()],
    ['all upper case', `0x${checksummed.slice(2).toUpperCase()}`],
    ['without 0x (SPEC section 5)', checksummed.slice(2).toLowerCase()],
    ['with outer spaces and a newline', `  ${checksummed}\n`],
  ])('accepts it %s and returns it checksummed', (_case, text) => {
    expect(checkReceiver(text, eip155Send)).toEqual({ ok: true, address: checksummed })
  })

  it('refuses a mixed-case address whose checksum is wrong', () => {
    const flipped = checksummed.replace('F39', 'f39').replace('0xf39F', '0xf39f')
    expect(checkReceiver(flipped, eip155Send)).toEqual({
      ok: false,
      reason: 'This address has a capitalisation error (EIP-55 checksum): check every character.',
    })
  })

  it.each([
    ['one character short', checksummed.slice(0, -1)],
    ['one character long', `${checksummed}a`],
    ['a non-hex character', `${checksummed.slice(0, -1)}g`],
    ['a 0X prefix', `0X${checksummed.slice(2)}`],
    ['a Cyrillic a', checksummed.replace('a', 'а')],
    ['a name', 'vitalik.eth'],
    ['a Solana address', solana],
  ])('refuses %s', (_case, text) => {
    expect(checkReceiver(text, eip155Send)).toEqual({
      ok: false,
      reason: 'An EVM address is 0x followed by 40 hexadecimal characters.',
    })
  })

  it.each([
    ['a zero-width space', '\u200b'],
    ['a zero-width joiner', '\u200d'],
    ['a word joiner', '\u2060'],
    ['a byte-order mark', '\ufeff'],
    ['a right-to-left override', '\u202e'],
    ['a left-to-right mark', '\u200e'],
    ['a bidi isolate', '\u2066'],
    ['a NUL', '\u0000'],
    ['an escape', '\u001b'],
    ['a line separator', '\u2028'],
  ])('refuses %s inside or around it, and says so', (_case, char) => {
    for (const text of [
      `${checksummed.slice(0, 10)}${char}${checksummed.slice(10)}`,
      `${char}${checksummed}`,
      `${checksummed}${char}`,
    ]) {
      expect(checkReceiver(text, eip155Send)).toEqual({ ok: false, reason: hidden })
    }
  })

  it('refuses spaces inside and empty input', () => {
    expect(checkReceiver(`${checksummed.slice(0, 8)} ${checksummed.slice(8)}`, eip155Send)).toEqual(
      {
        ok: false,
        reason: 'An address has no spaces inside.',
      },
    )
    expect(checkReceiver('  ', eip155Send)).toEqual({
      ok: false,
      reason: 'Enter a receiver address.',
    })
  })
})

describe('checkReceiver on solana', () => {
  it('accepts a 32-byte base58 key, trimmed', () => {
    expect(checkReceiver(` ${solana} `, solanaSend)).toEqual({ ok: true, address: solana })
    expect(checkReceiver('11111111111111111111111111111111', solanaSend)).toEqual({
      ok: true,
      address: '11111111111111111111111111111111',
    })
  })

  it.each([
    ['too short', solana.slice(0, 31)],
    ['too long', `${solana}${solana}`],
    ['a 0 (not base58)', `0${solana.slice(1)}`],
    ['an l (not base58)', `l${solana.slice(1)}`],
    ['base58 of the right length that is not 32 bytes', 'z'.repeat(44)],
    ['an EVM address', checksummed],
  ])('refuses %s', (_case, text) => {
    expect(checkReceiver(text, solanaSend)).toEqual({
      ok: false,
      reason: 'A Solana address is 32 to 44 base58 characters (a 32-byte key).',
    })
  })

  it('refuses hidden characters', () => {
    expect(checkReceiver(`${solana.slice(0, 5)}\u200b${solana.slice(5)}`, solanaSend)).toEqual({
      ok: false,
      reason: hidden,
    })
  })
})

describe('checkReceiver on bip122 (the network decides the address prefix)', () => {
  const regtest: CaipNetwork = {
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    chainNamespace: 'bip122',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  }
  // BIP-173's P2WPKH example key hash, written for mainnet and for regtest.
  const mainnetAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
  const regtestAddress = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'

  it("passes the network to the chain's rule: a regtest address on regtest, in lower case", () => {
    expect(checkReceiver(` ${regtestAddress.toUpperCase()} `, bitcoinSend, regtest)).toEqual({
      ok: true,
      address: regtestAddress,
    })
  })

  it('refuses an address of another network, naming the network', () => {
    expect(checkReceiver(mainnetAddress, bitcoinSend, regtest)).toEqual({
      ok: false,
      reason: 'This is a mainnet address; this network is Bitcoin Regtest.',
    })
  })

  it('refuses hidden characters before the address rule runs', () => {
    const text = `${regtestAddress.slice(0, 6)}\u202e${regtestAddress.slice(6)}`
    expect(checkReceiver(text, bitcoinSend, regtest)).toEqual({ ok: false, reason: hidden })
  })
})

describe('checkReceiver elsewhere', () => {
  it('says a namespace without send code (no adapter, or one without `send`) is unsupported', () => {
    expect(checkReceiver(checksummed, undefined)).toEqual({
      ok: false,
      reason: 'Unsupported chain',
    })
  })
})

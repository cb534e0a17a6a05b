import { hex } from '@scure/base'
import { WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnet } from './BitcoinNetworkParams.js'
import { bip322Challenge } from './bip322Challenge.js'
import { bip322MessageHash } from './bip322MessageHash.js'
import { bip322ToSign, bip322ToSpendTxid, txidOf } from './bip322Transactions.js'
import { signBip322Simple } from './signBip322.js'
import { verifyBip322 } from './verifyBip322.js'

// BIP-322's "Test vectors" section (bitcoin/bips, bip-0322.mediawiki), copied as published.
const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const privateKey = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const vectors = [
  {
    message: '',
    messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    signatures: [
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    message: 'Hello World',
    messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    signatures: [
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
]

// Bitcoin Core's single-key P2TR vector for the same private key (src/test/util_tests.cpp).
const taproot = {
  address: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
  message: 'Hello World',
  signature:
    'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
}

describe('BIP-322 test vectors', () => {
  it.each(vectors)('hashes the message "$message" to the published message hash', (vector) => {
    expect(hex.encode(bip322MessageHash(vector.message))).toBe(vector.messageHash)
  })

  it.each(vectors)(
    'builds to_spend and to_sign with the published txids ("$message")',
    (vector) => {
      const { script } = bip322Challenge(address, bitcoinMainnet)
      const toSpend = bip322ToSpendTxid(vector.message, script)
      expect(hex.encode(toSpend)).toBe(vector.toSpend)
      const unsigned = bip322ToSign(toSpend).unsignedTx
      expect(hex.encode(txidOf(unsigned))).toBe(vector.toSign)
    },
  )

  it.each(vectors)('signs "$message" with one of the signatures the BIP lists', (vector) => {
    const signature = signBip322Simple({
      privateKey,
      address,
      message: vector.message,
      network: bitcoinMainnet,
    })
    expect(vector.signatures).toContain(signature)
  })

  it.each(vectors)('verifies both published signatures of "$message"', (vector) => {
    for (const signature of vector.signatures) {
      expect(
        verifyBip322({ address, message: vector.message, signature, network: bitcoinMainnet }),
      ).toBe(true)
    }
  })

  it('refuses a published signature for the other message', () => {
    const [empty, hello] = vectors
    for (const signature of empty?.signatures ?? []) {
      expect(
        verifyBip322({
          address,
          message: hello?.message ?? '',
          signature,
          network: bitcoinMainnet,
        }),
      ).toBe(false)
    }
  })

  it("verifies Bitcoin Core's P2TR vector and refuses it for another message", () => {
    expect(verifyBip322({ ...taproot, network: bitcoinMainnet })).toBe(true)
    expect(verifyBip322({ ...taproot, message: 'Hello World!', network: bitcoinMainnet })).toBe(
      false,
    )
  })
})

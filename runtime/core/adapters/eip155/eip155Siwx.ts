// EIP-4361 sign-in on EVM networks, as `eip155Adapter.siwx()` loads it (a `SiwxChain`: this
// module's exports) and the server's verifier uses it: EIP-55 checksummed addresses (all lower
// case is refused), decimal chain ids, `personal_sign` (0x hex signature), verified by recovery
// or, with a public client, ERC-1271 / ERC-6492.
import { checksumAddress, type Hex, recoverMessageAddress, stringToHex } from 'viem'
import type { SiwxChain } from '../../siwx/SiwxChain.js'

const hexAddress = /^0x[0-9a-fA-F]{40}$/
const eip155ChainId = /^[1-9][0-9]{0,77}$/
const hexSignature = /^0x(?:[0-9a-fA-F]{2})+$/

interface RequestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const hasRequest = (value: unknown): value is RequestProvider =>
  typeof (value as RequestProvider | null)?.request === 'function'

/** An EIP-55 checksummed 0x address. */
export const checkAddress: SiwxChain['checkAddress'] = (address) =>
  hexAddress.test(address) && checksumAddress(address as Hex) === address
    ? undefined
    : 'must be a 0x address with its EIP-55 checksum'

/** A decimal chain id above 0. */
export const checkChainId: SiwxChain['checkChainId'] = (chainId) =>
  eip155ChainId.test(chainId) ? undefined : 'must be a decimal chain id above 0'

/** Recovery of an EOA's signature, or the public client's `verifyMessage` (contract accounts). */
export const verify: SiwxChain['verify'] = async (fields, message, signature, client) => {
  if (typeof signature !== 'string' || !hexSignature.test(signature)) return 'malformed-signature'
  if (client) {
    try {
      const chainId = client.chain?.id ?? (await client.getChainId())
      if (String(chainId) !== fields.chainId) return 'chain-mismatch'
      const valid = await client.verifyMessage({
        address: fields.address as Hex,
        message,
        signature: signature as Hex,
      })
      return valid === true ? undefined : 'invalid-signature'
    } catch {
      return 'invalid-signature'
    }
  }
  if (signature.length !== 132) return 'malformed-signature'
  try {
    const recovered = await recoverMessageAddress({ message, signature: signature as Hex })
    return recovered === fields.address ? undefined : 'invalid-signature'
  } catch {
    return 'malformed-signature'
  }
}

/** `personal_sign` of the message's UTF-8 bytes, through an EIP-1193 provider. */
export const sign: SiwxChain['sign'] = (provider, address, message) => {
  if (!hasRequest(provider)) return undefined
  return provider
    .request({ method: 'personal_sign', params: [stringToHex(message), address] })
    .then((signature) => {
      if (typeof signature !== 'string') throw new Error('The wallet returned no signature.')
      return signature
    })
}

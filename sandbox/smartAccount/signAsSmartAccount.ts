import {
  type Address,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type SignableMessage,
  serializeErc6492Signature,
  type TypedData,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount, sign } from 'viem/accounts'
import { sandboxAccountArtifact } from './sandboxAccountArtifact.js'
import { smartAccountAddress } from './smartAccountAddress.js'
import { isDeployed } from './smartAccountClients.js'

export interface SignAsSmartAccountParameters {
  rpcUrl: string
  factory: Address
  ownerKey: Hex
  /** The 32-byte hash to sign, as the verifier will hand it to `isValidSignature`. */
  hash: Hex
}

/**
 * The smart account's signature of `hash`: the owner's signature of the hash itself (no prefix
 * added), which the account's `isValidSignature` (EIP-1271) accepts. Before the account is deployed
 * it is wrapped as ERC-6492 with the factory and its `createAccount(owner)` calldata, so a verifier
 * (viem's `verifyHash`/`verifyMessage`) can simulate the deployment first. Sends nothing.
 * @example
 * const signature = await signAsSmartAccount({ rpcUrl, factory, ownerKey, hash })
 */
export async function signAsSmartAccount(parameters: SignAsSmartAccountParameters): Promise<Hex> {
  const { rpcUrl, factory, ownerKey, hash } = parameters
  const owner = privateKeyToAccount(ownerKey).address
  const signature = await sign({ hash, privateKey: ownerKey, to: 'hex' })
  if (await isDeployed(rpcUrl, smartAccountAddress(factory, owner))) return signature
  return serializeErc6492Signature({
    address: factory,
    data: encodeFunctionData({
      abi: sandboxAccountArtifact.factory.abi,
      functionName: 'createAccount',
      args: [owner],
    }),
    signature,
  })
}

/**
 * `personal_sign` as the smart account: `signAsSmartAccount` of the EIP-191 hash of `message`
 * (a string, or `{ raw }` for the bytes an app's `personal_sign` carries).
 * @example
 * const signature = await personalSignAsSmartAccount({ rpcUrl, factory, ownerKey, message: { raw: data } })
 */
export function personalSignAsSmartAccount(
  parameters: Omit<SignAsSmartAccountParameters, 'hash'> & { message: SignableMessage },
): Promise<Hex> {
  const { message, ...rest } = parameters
  return signAsSmartAccount({ ...rest, hash: hashMessage(message) })
}

/**
 * `eth_signTypedData_v4` as the smart account: `signAsSmartAccount` of the EIP-712 hash of
 * `typedData`.
 * @example
 * const signature = await typedDataSignAsSmartAccount({ rpcUrl, factory, ownerKey, typedData })
 */
export function typedDataSignAsSmartAccount<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(
  parameters: Omit<SignAsSmartAccountParameters, 'hash'> & {
    typedData: TypedDataDefinition<typedData, primaryType>
  },
): Promise<Hex> {
  const { typedData, ...rest } = parameters
  return signAsSmartAccount({ ...rest, hash: hashTypedData(typedData) })
}

import {
  BaseError,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToNumber,
  hexToString,
  http,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { ProviderRpcError } from './ProviderRpcError.js'

/** `eth_sendTransaction`'s parameter as dapps send it: hex quantities. */
export interface TransactionParams {
  from?: string
  to?: Hex
  value?: Hex
  data?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

/** A personal_sign message as a person reads it: text when it is UTF-8 text, else the hex. */
export function readableMessage(message: string): string {
  if (!isHex(message)) return message
  const text = hexToString(message)
  // Control characters (other than tab and line breaks) or undecodable bytes mean binary data, not
  // text (a hash, a nonce blob): show the hex instead.
  const binary = [...text].some((char) => {
    const code = char.charCodeAt(0)
    return (code < 0x20 && !'\t\n\r'.includes(char)) || char === '\ufffd'
  })
  return binary ? message : text
}

/** `personal_sign`: the message is hex bytes (most dapps) or, leniently, plain text. */
export function signPersonal(account: LocalAccount, message: string): Promise<Hex> {
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** `eth_signTypedData_v4`: the typed data arrives as a JSON string (or, from some dapps, an object). */
export function signTypedDataV4(account: LocalAccount, typedData: unknown): Promise<Hex> {
  const parsed = (
    typeof typedData === 'string' ? JSON.parse(typedData) : typedData
  ) as TypedDataDefinition
  return account.signTypedData(parsed)
}

/**
 * `eth_sendTransaction`: viem fills in nonce, gas and fees from the chain, signs with the local key
 * and sends the raw transaction, so the node never holds the key. Node errors keep their code.
 * @example
 * await sendWithAccount(account, { chainId: 31337, rpcUrl }, { to: '0x...', value: '0x1' })
 */
export async function sendWithAccount(
  account: LocalAccount,
  target: { chainId: number; rpcUrl: string },
  params: TransactionParams,
): Promise<Hex> {
  const chain = defineChain({
    id: target.chainId,
    name: `Sandbox ${target.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [target.rpcUrl] } },
  })
  const client = createWalletClient({
    account,
    chain,
    transport: http(target.rpcUrl, { retryCount: 0 }),
  })
  const quantity = (value: Hex | undefined) =>
    value === undefined ? undefined : hexToBigInt(value)
  const fees =
    params.gasPrice !== undefined && params.maxFeePerGas === undefined
      ? { gasPrice: quantity(params.gasPrice) }
      : {
          maxFeePerGas: quantity(params.maxFeePerGas),
          maxPriorityFeePerGas: quantity(params.maxPriorityFeePerGas),
        }
  try {
    return await client.sendTransaction({
      to: params.to,
      value: quantity(params.value),
      data: params.data,
      gas: quantity(params.gas),
      nonce: params.nonce === undefined ? undefined : hexToNumber(params.nonce),
      ...fees,
    })
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const coded = error.walk((inner) => typeof (inner as { code?: unknown }).code === 'number')
    const code = (coded as { code?: number } | null)?.code ?? -32603
    throw new ProviderRpcError(code, error.shortMessage, error.details)
  }
}

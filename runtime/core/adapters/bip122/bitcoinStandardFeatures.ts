import type { WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

/** A purpose as the Wallet Standard's bitcoin features (and WBIP004) name it. */
type StandardPurpose = 'payment' | 'ordinals'

/** `bitcoin:connect`: asks for accounts of the given purposes (a prompt). */
interface BitcoinConnectFeature {
  readonly 'bitcoin:connect': {
    readonly version: string
    connect(input: {
      purposes: readonly StandardPurpose[]
    }): Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

/** `bitcoin:signMessage`: signs bytes with an account's key (one output per input). */
interface BitcoinSignMessageFeature {
  readonly 'bitcoin:signMessage': {
    readonly version: string
    signMessage(
      ...inputs: readonly { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
}

/** One account's inputs of a PSBT to sign. */
export interface BitcoinInputsToSign {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: number
}

/** `bitcoin:signTransaction`: signs PSBTs' inputs (one output per input). */
interface BitcoinSignTransactionFeature {
  readonly 'bitcoin:signTransaction': {
    readonly version: string
    signTransaction(
      ...inputs: readonly { psbt: Uint8Array; inputsToSign: readonly BitcoinInputsToSign[] }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
}

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature

/** The features the kit uses; only `bitcoin:connect` is certain. */
export type BitcoinStandardFeatures = { readonly [Name in keyof Features]?: Features[Name] } & {
  readonly 'bitcoin:connect': Features['bitcoin:connect']
}

/** Each feature the kit uses, by the method it must have. */
const methods: Readonly<Record<keyof Features, string>> = {
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
  'bitcoin:connect': 'connect',
  'bitcoin:signMessage': 'signMessage',
  'bitcoin:signTransaction': 'signTransaction',
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

/**
 * A wallet's `features`, keeping only those the kit uses whose method is a function (the object
 * is the page's, so nothing is assumed about it); `undefined` without `bitcoin:connect`.
 * @example readBitcoinStandardFeatures(wallet.features)?.['bitcoin:connect'].connect({ purposes: ['payment'] })
 */
export function readBitcoinStandardFeatures(value: unknown): BitcoinStandardFeatures | undefined {
  if (!isRecord(value)) return undefined
  const features: Record<string, unknown> = {}
  for (const [name, method] of Object.entries(methods)) {
    const feature = value[name]
    if (isRecord(feature) && typeof feature[method] === 'function') features[name] = feature
  }
  if (!features['bitcoin:connect']) return undefined
  return features as BitcoinStandardFeatures
}

import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The features the kit uses, each one a wallet may lack. */
export type StandardFeatures = { readonly [Name in keyof Features]?: Features[Name] }

/** The Solana features of which a wallet must have one to be listed for Solana. */
const solanaFeatureNames = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

/**
 * A wallet's `features`, keeping only those whose method is a function (the object is the page's,
 * so nothing is assumed about it); `undefined` when it has no `standard:connect` or none of the
 * Solana features.
 * @example readStandardFeatures(wallet.features)?.['standard:connect']?.connect()
 */
export function readStandardFeatures(value: unknown): StandardFeatures | undefined {
  if (!isRecord(value)) return undefined
  const methods: Record<string, string> = {
    'standard:connect': 'connect',
    'standard:disconnect': 'disconnect',
    'standard:events': 'on',
    'solana:signMessage': 'signMessage',
    'solana:signTransaction': 'signTransaction',
    'solana:signAndSendTransaction': 'signAndSendTransaction',
  }
  const features: Record<string, unknown> = {}
  for (const [name, method] of Object.entries(methods)) {
    const feature = value[name]
    if (isRecord(feature) && typeof feature[method] === 'function') features[name] = feature
  }
  if (!features['standard:connect']) return undefined
  if (!solanaFeatureNames.some((name) => features[name])) return undefined
  return features as StandardFeatures
}

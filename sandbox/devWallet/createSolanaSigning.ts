import { ed25519 } from '@noble/curves/ed25519'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaTransactionVersion,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import type { SignedEntry } from './DevWalletOptions.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { sendSolanaTransaction } from './sendSolanaTransaction.js'
import type { SolanaKey } from './solanaKey.js'
import {
  describeSolanaTransaction,
  readSolanaTransaction,
  signReadSolanaTransaction,
} from './solanaTransaction.js'

/** What the signing features need from the wallet around them. */
export interface SolanaSigningContext {
  chain: IdentifierString
  rpcUrl: string
  /** Resolves when the user approves (or `autoApprove`); throws the 4001 rejection otherwise. */
  approve(title: string, lines: readonly string[]): Promise<void>
  /** Counts a call as in flight until it answers (the wallet's `control.settled()`); none by default. */
  track?<T>(run: () => Promise<T>): Promise<T>
  record(entry: SignedEntry): void
  /** The key of `account` when it is the connected one; throws otherwise. */
  signer(account: WalletAccount): SolanaKey
}

type SigningFeatures = SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const supportedTransactionVersions: readonly SolanaTransactionVersion[] = ['legacy', 0]

/** A message as a person reads it: UTF-8 text, or hex when it is binary. */
function readable(message: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    // Control characters other than tab and line breaks mean binary data (a nonce, a hash).
    const binary = [...text].some((char) => char < ' ' && !'\t\n\r'.includes(char))
    if (!binary) return text
  } catch {
    // Not UTF-8: fall through to hex.
  }
  return `0x${[...message].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

// Malformed input (a truncated transaction, a foreign chain) surfaces with a code, never raw.
async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ProviderRpcError) throw error
    throw new ProviderRpcError(-32602, error instanceof Error ? error.message : String(error))
  }
}

/**
 * The Wallet Standard signing features of the dev wallet's Solana side: `solana:signMessage`
 * (Ed25519), `solana:signTransaction` and `solana:signAndSendTransaction` (legacy and v0), each
 * asking once per call and recording what it signed.
 * @example
 * const features = createSolanaSigning({ chain: 'solana:localnet', rpcUrl, approve, track, record, signer })
 */
export function createSolanaSigning(context: SolanaSigningContext): SigningFeatures {
  const { chain, approve, record } = context
  const guarded = <T>(run: () => Promise<T>) =>
    context.track ? context.track(() => guard(run)) : guard(run)
  const checkChain = (wanted: IdentifierString | undefined) => {
    if (wanted !== undefined && wanted !== chain) {
      throw new ProviderRpcError(-32602, `This wallet serves ${chain}, not ${wanted}.`)
    }
  }
  // Parsed and checked before the prompt (which describes them), signed only once approved.
  const read = (input: {
    account: WalletAccount
    transaction: Uint8Array
    chain?: IdentifierString
  }) => {
    checkChain(input.chain)
    const key = context.signer(input.account)
    return { key, ...readSolanaTransaction(input.transaction, key.account.address) }
  }
  const signAfterApproval = async (
    title: string,
    inputs: readonly Parameters<typeof read>[0][],
  ) => {
    const reads = inputs.map(read)
    await approve(reads.length === 1 ? title : `${title} (${reads.length})`, [
      ...reads.flatMap(({ parsed }) => describeSolanaTransaction(parsed)),
      `Chain ${chain}`,
    ])
    return reads.map((each) => ({
      address: each.address,
      ...signReadSolanaTransaction(each, each.key.secretKey),
    }))
  }

  return {
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs) =>
        guarded(async () => {
          const keys = inputs.map((input) => context.signer(input.account))
          const texts = inputs.map((input) => readable(input.message))
          const accounts = [...new Set(keys.map((key) => `Account ${key.account.address}`))]
          await approve(
            inputs.length === 1 ? 'Sign this message?' : `Sign ${inputs.length} messages?`,
            [...accounts, ...texts],
          )
          return inputs.map(({ message }, index) => {
            const key = keys[index] as SolanaKey
            const signature = ed25519.sign(message, key.secretKey.subarray(0, 32))
            const result = bs58.encode(signature)
            const payload = texts[index] ?? ''
            record({ method: 'solana_signMessage', account: key.account.address, payload, result })
            return { signedMessage: message, signature, signatureType: 'ed25519' as const }
          })
        }),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions,
      signTransaction: (...inputs) =>
        guarded(async () => {
          const signed = await signAfterApproval('Sign this transaction?', inputs)
          return signed.map(({ address, transaction, signature }) => {
            const result = bs58.encode(signature)
            record({ method: 'solana_signTransaction', account: address, payload: result, result })
            return { signedTransaction: transaction }
          })
        }),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions,
      signAndSendTransaction: (...inputs) =>
        guarded(async () => {
          const signed = await signAfterApproval('Send this transaction?', inputs)
          const outputs: { signature: Uint8Array }[] = []
          // One after another, in order, as the feature specifies for several inputs.
          for (const [index, { address, transaction, signature }] of signed.entries()) {
            const result = bs58.encode(signature)
            await sendSolanaTransaction(context.rpcUrl, transaction, result, inputs[index]?.options)
            record({
              method: 'solana_signAndSendTransaction',
              account: address,
              payload: result,
              result,
            })
            outputs.push({ signature })
          }
          return outputs
        }),
    },
  }
}

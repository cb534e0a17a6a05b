import type { ProposalTypes } from '@walletconnect/types'
import type { Address } from 'viem'
import { approvedBitcoinNamespace, type WcBitcoinHolding } from './bitcoinWcNamespace.js'

/** The eip155 methods the sandbox wallet approves in a session (SPEC section 6). */
export const wcWalletMethods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

/** The session events the sandbox wallet emits (SPEC section 6). */
export const wcWalletEvents = ['chainChanged', 'accountsChanged'] as const

/** A namespace the sandbox wallet approves, as `approve` takes it (`chains` always filled in). */
export interface WcNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  accounts: string[]
}

/** What a wallet holds, for `approvedNamespaces`. */
export interface WcWalletHoldings {
  /** The eip155 chain ids it has. */
  chainIds: readonly number[]
  /** Its eip155 address (the same on every eip155 chain). */
  address: Address
  /** CAIP-2 chain id -> its address there, for non-EVM chains. */
  accounts: Readonly<Record<string, string>>
  /** The Bitcoin chain it signs on, with its payment and ordinal addresses. */
  bitcoin?: WcBitcoinHolding | undefined
}

type ProposalParams = ProposalTypes.Struct

/** The proposal's namespaces of `family` (`cosmos`, and inline keys such as `cosmos:cosmoshub-4`). */
function proposedOf(
  params: ProposalParams,
  family: string,
): [string, ProposalTypes.RequiredNamespace][] {
  return [params.requiredNamespaces, params.optionalNamespaces].flatMap((namespaces) =>
    Object.entries(namespaces ?? {}).filter(([key]) => key.split(':')[0] === family),
  )
}

/** The namespace families a proposal names (required or optional), in its order. */
function proposedFamilies(params: ProposalParams): string[] {
  const keys = Object.keys({ ...params.requiredNamespaces, ...params.optionalNamespaces })
  return [...new Set(keys.map((key) => key.split(':')[0] ?? key))]
}

/** The CAIP-2 chains a proposal asks for in `family`, in its order, each once. */
export function requestedChains(params: ProposalParams, family: string): string[] {
  const asked = proposedOf(params, family).flatMap(([key, namespace]) => [
    ...(namespace.chains ?? []),
    ...(key.includes(':') ? [key] : []),
  ])
  return [...new Set(asked.filter((chain) => chain.split(':')[0] === family))]
}

/** The eip155 chain ids a proposal asks for, in its order (`eip155` and inline `eip155:1` keys). */
export function requestedChainIds(params: ProposalParams): number[] {
  const ids = requestedChains(params, 'eip155').map((chain) => Number(chain.split(':')[1]))
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))]
}

/**
 * The eip155 namespace the sandbox wallet approves: the asked-for chains it has (in the dapp's
 * order, so the dapp's first chain stays its default), else all its chains, as a wallet offers
 * what it has; one account on each; every method and event of SPEC section 6. `undefined` when
 * the proposal has no eip155 namespace at all.
 * @example
 * approvedEip155Namespace(proposal.params, [31337, 31338], '0xf39F...')
 * // { chains: ['eip155:31337'], accounts: ['eip155:31337:0xf39F...'], methods: [...], events: [...] }
 */
export function approvedEip155Namespace(
  params: ProposalParams,
  supported: readonly number[],
  address: Address,
): WcNamespace | undefined {
  if (!proposedFamilies(params).includes('eip155')) return undefined
  const asked = requestedChainIds(params)
  const overlap = asked.filter((id) => supported.includes(id))
  const chains = (overlap.length > 0 ? overlap : supported).map((id) => `eip155:${id}`)
  return {
    chains,
    methods: [...wcWalletMethods],
    events: [...wcWalletEvents],
    accounts: chains.map((chain) => `${chain}:${address}`),
  }
}

/**
 * A non-EVM namespace the sandbox wallet approves: the asked-for chains of `family` it holds an
 * account on (in the dapp's order), that account on each as CAIP-10, and the methods and events
 * the proposal lists for the family. The wallet answers Solana's (`answerSolanaWcRequest`) and
 * refuses the other families' with 4200, but a session only carries what was approved.
 * `undefined` when it holds none of the chains.
 * @example
 * approvedAccountNamespace(proposal.params, 'polkadot', { 'polkadot:91b171bb158e2d3848fa23a9f1c25182': '15oF...' })
 * // { chains: ['polkadot:91b1...'], accounts: ['polkadot:91b1...:15oF...'], methods: ['polkadot_signMessage'], events: [] }
 */
export function approvedAccountNamespace(
  params: ProposalParams,
  family: string,
  accounts: Readonly<Record<string, string>>,
): WcNamespace | undefined {
  const chains = requestedChains(params, family).filter((chain) => Object.hasOwn(accounts, chain))
  if (chains.length === 0) return undefined
  const proposed = proposedOf(params, family).map(([, namespace]) => namespace)
  return {
    chains,
    methods: [...new Set(proposed.flatMap((namespace) => namespace.methods))],
    events: [...new Set(proposed.flatMap((namespace) => namespace.events))],
    accounts: chains.map((chain) => `${chain}:${accounts[chain]}`),
  }
}

/**
 * Every namespace the sandbox wallet approves of a proposal, required or optional: eip155 as
 * `approvedEip155Namespace` says, bip122 on the wallet's Bitcoin chain as `approvedBitcoinNamespace`
 * says, any other family as `approvedAccountNamespace` says (an
 * `eip155:` key in `accounts` is ignored: the eip155 account comes from the key). `undefined`
 * when that is none, and the proposal is to be rejected as unsupported.
 * @example
 * approvedNamespaces(proposal.params, { chainIds: [31337], address, accounts: defaultWcWalletAccounts })
 * // { eip155: { ... }, polkadot: { ... } }
 */
export function approvedNamespaces(
  params: ProposalParams,
  wallet: WcWalletHoldings,
): Record<string, WcNamespace> | undefined {
  const approved: Record<string, WcNamespace> = {}
  for (const family of proposedFamilies(params)) {
    const bitcoin =
      family === 'bip122' && wallet.bitcoin
        ? approvedBitcoinNamespace(params, wallet.bitcoin)
        : undefined
    const namespace =
      family === 'eip155'
        ? approvedEip155Namespace(params, wallet.chainIds, wallet.address)
        : (bitcoin ?? approvedAccountNamespace(params, family, wallet.accounts))
    if (namespace) approved[family] = namespace
  }
  return Object.keys(approved).length > 0 ? approved : undefined
}

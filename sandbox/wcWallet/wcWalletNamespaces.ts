import type { WalletKitTypes } from '@reown/walletkit'
import type { Address } from 'viem'

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

/** An approved eip155 namespace, as `approveSession` takes it. */
export interface Eip155Namespace {
  chains: string[]
  methods: string[]
  events: string[]
  accounts: string[]
}

type ProposalParams = WalletKitTypes.SessionProposal['params']

/** The eip155 chain ids a proposal asks for, in its order (`eip155` and inline `eip155:1` keys). */
export function requestedChainIds(params: ProposalParams): number[] {
  const asked: number[] = []
  for (const namespaces of [params.requiredNamespaces, params.optionalNamespaces]) {
    for (const [key, namespace] of Object.entries(namespaces ?? {})) {
      const [family, inline] = key.split(':')
      if (family !== 'eip155') continue
      for (const chain of [...(namespace.chains ?? []), ...(inline ? [key] : [])]) {
        const id = Number(chain.split(':')[1])
        if (Number.isSafeInteger(id) && id > 0 && !asked.includes(id)) asked.push(id)
      }
    }
  }
  return asked
}

/**
 * The eip155 namespace the sandbox wallet approves: the asked-for chains it has (in the dapp's
 * order, so the dapp's first chain stays its default), else all its chains, as a wallet offers
 * what it has; one account on each; every method and event of SPEC section 6. `undefined` when
 * the proposal has no eip155 namespace at all.
 * @example
 * approvedNamespace(proposal.params, [31337, 31338], '0xf39F...')
 * // { chains: ['eip155:31337'], accounts: ['eip155:31337:0xf39F...'], methods: [...], events: [...] }
 */
export function approvedNamespace(
  params: ProposalParams,
  supported: readonly number[],
  address: Address,
): Eip155Namespace | undefined {
  const keys = Object.keys({ ...params.requiredNamespaces, ...params.optionalNamespaces })
  if (!keys.some((key) => key.split(':')[0] === 'eip155')) return undefined
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

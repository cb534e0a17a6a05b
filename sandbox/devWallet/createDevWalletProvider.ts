import { formatEther, hexToBigInt, isAddress, isAddressEqual, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { accountChoice } from './accountChoice.js'
import { answerChainRequest } from './answerChainRequest.js'
import { createInFlight, type InFlight } from './createInFlight.js'
import { createPrompter } from './createPrompter.js'
import { createProviderEvents } from './createProviderEvents.js'
import { createWalletState } from './createWalletState.js'
import type {
  DevWalletControl,
  DevWalletOptions,
  Eip1193Provider,
  SignedEntry,
} from './DevWalletOptions.js'
import { forwardRpc } from './forwardRpc.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import {
  readableMessage,
  sendWithAccount,
  signPersonal,
  signTypedDataV4,
  type TransactionParams,
} from './signWithAccount.js'

// Signing methods the node would answer with its own unlocked keys: refused, not forwarded.
const unsupported = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
])

// The methods that may ask a prompt: counted in flight until they answer (`control.settled()`).
const prompting = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_addEthereumChain',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

/** What the provider may share with the wallet's other chains (the Solana side). */
export interface DevWalletProviderShared {
  /** One prompt queue for the whole wallet, so two chains never open two prompts at once. */
  prompter?: ReturnType<typeof createPrompter>
  /** One `control.signed()` list for the whole wallet. */
  signed?: SignedEntry[]
  /** One count of prompting requests in flight, so `control.settled()` sees both chains. */
  inFlight?: InFlight
  /** Called by `control.switchAccount(index)` before the EVM account changes; throwing stops it. */
  switchAccount?(index: number): void
}

/**
 * An EIP-1193 provider backed by a viem local account: it signs in the page and sends raw
 * transactions, and forwards reads to the current chain's RPC. Connecting, signing and sending ask
 * through an approve / reject prompt unless `autoApprove` is on; with `chooseAccountOnConnect`
 * the connect prompt also picks which held account connects. `shared` joins it to the wallet's
 * other chains: one prompt, one signed list, one account switch.
 * @example
 * const provider = createDevWalletProvider({ privateKey, chains: { 31337: rpcUrl }, autoApprove: true })
 * await provider.request({ method: 'eth_requestAccounts' }) // ['0xf39F...2266']
 */
export function createDevWalletProvider(
  options: DevWalletOptions,
  walletName: string,
  shared: DevWalletProviderShared = {},
): Eip1193Provider & { control: DevWalletControl } {
  const accounts = [options.privateKey, ...(options.morePrivateKeys ?? [])].map((key) =>
    privateKeyToAccount(key),
  )
  let [account] = accounts as [(typeof accounts)[number]]
  let index = 0
  // Off by default: without it the active account connects, as before.
  const choosing = options.chooseAccountOnConnect === true && accounts.length > 1
  const signed = shared.signed ?? []
  const record = (entry: SignedEntry) => {
    signed.push(entry)
    return entry.result
  }
  const state = createWalletState(account.address, options)
  const prompter = shared.prompter ?? createPrompter(walletName)
  const inFlight = shared.inFlight ?? createInFlight()
  const events = createProviderEvents()
  const { emit } = events
  let connecting: Promise<void> | undefined

  /** Makes account `next` the active one (the Solana side too); true when it changed. */
  const select = (next: number): boolean => {
    const chosen = accounts[next]
    if (!chosen) throw new Error(`The sandbox wallet holds ${accounts.length} account(s).`)
    shared.switchAccount?.(next)
    index = next
    if (choosing) state.update({ account: next })
    if (chosen === account) return false
    account = chosen
    return true
  }
  // A site that chose an account reconnects with it after a reload, as with an extension.
  if (choosing && state.connected && state.account !== 0) {
    try {
      select(state.account)
    } catch {
      // Not held on every side (the wallet's options changed since): the first stays active.
    }
  }

  const approve = async (title: string, lines: string[]) => {
    if (options.autoApprove) return
    const approved = await prompter.ask({ title, lines: [location.host, ...lines] })
    if (!approved) throw new ProviderRpcError(4001, 'User rejected the request.')
  }
  const connect = async () => {
    if (state.connected) return
    // A second connect while the first prompt is open fails, as extensions answer it.
    if (connecting) throw new ProviderRpcError(-32002, 'A connection request is already pending.')
    connecting =
      choosing && !options.autoApprove
        ? chooseAccount()
        : approve('Connect to this site?', [`Account ${account.address}`])
    try {
      await connecting
    } finally {
      connecting = undefined
    }
    state.update({ connected: true })
    emit('connect', { chainId: numberToHex(state.chainId) })
    emit('accountsChanged', [account.address])
  }
  const chooseAccount = async () => {
    const addresses = accounts.map((each) => each.address)
    const chosen = await prompter.choose({
      title: 'Connect to this site?',
      lines: [location.host],
      choice: accountChoice(addresses, options.accountLabels, index),
    })
    if (chosen === undefined) throw new ProviderRpcError(4001, 'User rejected the request.')
    select(chosen)
  }
  const requireAccount = (address: unknown) => {
    if (!state.connected)
      throw new ProviderRpcError(4100, 'Connect the account first (eth_requestAccounts).')
    if (
      typeof address === 'string' &&
      isAddress(address) &&
      !isAddressEqual(address, account.address)
    ) {
      throw new ProviderRpcError(4100, `This wallet holds ${account.address}, not ${address}.`)
    }
  }
  const handle = async (method: string, params: unknown): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_chainId':
        return numberToHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'eth_accounts':
        return state.connected ? [account.address] : []
      case 'eth_requestAccounts':
        await connect()
        return [account.address]
      case 'wallet_requestPermissions':
        await connect()
        return [{ parentCapability: 'eth_accounts', caveats: [] }]
      case 'wallet_getPermissions':
        return state.connected ? [{ parentCapability: 'eth_accounts', caveats: [] }] : []
      case 'wallet_revokePermissions':
        if (state.connected) {
          state.update({ connected: false })
          emit('accountsChanged', [])
          // EIP-1193's disconnect: dapps that only listen for it still learn the wallet let go.
          emit('disconnect', new ProviderRpcError(4900, 'The sandbox wallet disconnected.'))
        }
        return null
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return answerChainRequest(method, params, { state, emit, approve })
      case 'personal_sign': {
        requireAccount(list[1])
        const message = String(list[0] ?? '')
        await approve('Sign this message?', [readableMessage(message)])
        const payload = readableMessage(message)
        const result = await signPersonal(account, message)
        return record({ method, account: account.address, payload, result })
      }
      case 'eth_signTypedData_v4': {
        requireAccount(list[0])
        await approve('Sign typed data?', [
          typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1]),
        ])
        const payload = typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1])
        const result = await signTypedDataV4(account, list[1])
        return record({ method, account: account.address, payload, result })
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as TransactionParams
        requireAccount(tx.from)
        const value = tx.value ? `${formatEther(hexToBigInt(tx.value))} ETH` : '0 ETH'
        await approve('Send this transaction?', [
          `To ${tx.to ?? '(new contract)'}`,
          value,
          `Chain ${state.chainId}`,
        ])
        const chain = { chainId: state.chainId, rpcUrl: state.rpcUrl() }
        const hash = String(await sendWithAccount(account, chain, tx))
        return record({ method, account: account.address, payload: hash, result: hash })
      }
      default:
        if (unsupported.has(method) || method.startsWith('wallet_')) {
          throw new ProviderRpcError(4200, `The sandbox wallet does not support ${method}.`)
        }
        return forwardRpc(state.rpcUrl(), method, params)
    }
  }

  const promptButton = (kind: 'approve' | 'reject') => {
    const host = document.querySelector('[data-sandbox-wallet-prompt]')
    const selector = kind === 'approve' ? 'button.approve' : 'button:not(.approve)'
    return host?.shadowRoot?.querySelector<HTMLButtonElement>(selector) ?? undefined
  }
  const control: DevWalletControl = {
    approve() {
      const button = promptButton('approve')
      button?.click()
      return button !== undefined
    },
    reject() {
      const button = promptButton('reject')
      button?.click()
      return button !== undefined
    },
    pending: () => promptButton('approve') !== undefined,
    switchAccount(next) {
      if (select(next) && state.connected) emit('accountsChanged', [account.address])
      return account.address
    },
    signed: () => [...signed],
    // Every unanswered prompt belongs to a request in flight; any request beyond those is past its
    // prompt and has not recorded or failed yet.
    settled: () => inFlight.count() <= prompter.unanswered(),
  }

  const provider: Eip1193Provider & { isSandboxWallet: true; control: DevWalletControl } = {
    isSandboxWallet: true,
    control,
    async request({ method, params }) {
      try {
        const run = () => handle(method, params)
        return await (prompting.has(method) ? inFlight.track(run) : run())
      } catch (error) {
        // Malformed params (bad typed data JSON, bad hex) surface as provider errors, never raw.
        if (error instanceof ProviderRpcError) throw error
        throw new ProviderRpcError(-32602, error instanceof Error ? error.message : String(error))
      }
    },
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      events.removeListener(event, listener)
      return provider
    },
  }
  return provider
}

import { randomUUID } from 'node:crypto'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { privateKeyToAccount } from 'viem/accounts'
import { solanaDevAccounts } from '../solana/solanaDevAccounts.js'
import {
  approveAuthentication,
  type WcAuthentication,
  type WcSignedAuthentication,
} from './answerAuthentication.js'
import { bitcoinWcHoldings } from './bitcoinWcHoldings.js'
import { closeWalletConnectCore } from './closeWalletConnectCore.js'
import { createSolanaWcSigner } from './createSolanaWcSigner.js'
import { createWaitQueue } from './createWaitQueue.js'
import { createWcRequestHandler, type WcRequestRecord } from './createWcRequestHandler.js'
import { defaultWcWalletAccounts, defaultWcWalletSolanaChains } from './defaultWcWalletAccounts.js'
import type { StartWcWalletOptions, WcProposal, WcSession, WcWallet } from './WcWallet.js'
import { approvedNamespaces } from './wcWalletNamespaces.js'

// The reasons @walletconnect/utils' getSdkError gives for these keys (that package is only a
// transitive dependency here, so they are written out).
const userRejected = { code: 5000, message: 'User rejected.' }
const unsupportedChains = { code: 5100, message: 'Unsupported chains.' }
const userDisconnected = { code: 6000, message: 'User disconnected.' }

/** Checks `accounts` holds CAIP-2 chains of non-EVM namespaces and addresses CAIP-10 can carry. */
function checkAccounts(accounts: Readonly<Record<string, string>>): void {
  for (const [chain, address] of Object.entries(accounts)) {
    const [family, reference, ...rest] = chain.split(':')
    if (!family || !reference || rest.length > 0) {
      throw new Error(`accounts: "${chain}" is not a CAIP-2 chain id such as "cosmos:cosmoshub-4".`)
    }
    if (family === 'eip155') {
      throw new Error(`accounts: "${chain}" is an EVM chain; put it in \`chains\` instead.`)
    }
    if (family === 'solana') {
      throw new Error(
        `accounts: "${chain}" is a Solana chain; put it in \`solanaChains\` (the wallet signs there with \`solanaSecretKey\`).`,
      )
    }
    if (address === '' || address.includes(':')) {
      throw new Error(`accounts["${chain}"]: "${address}" is not an address.`)
    }
  }
}

/** Checks `chains` are CAIP-2 Solana chains such as `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
function checkSolanaChains(chains: readonly string[]): void {
  for (const chain of chains) {
    const [family, reference, ...rest] = chain.split(':')
    if (family !== 'solana' || !reference || rest.length > 0) {
      throw new Error(
        `solanaChains: "${chain}" is not a CAIP-2 Solana chain id such as "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp".`,
      )
    }
  }
}

/**
 * Starts a WalletConnect v2 wallet (a sign client on its own Core) that signs with `privateKey`:
 * it approves eip155 proposals with the methods and events of SPEC section 6, approves its Solana
 * account (`solanaSecretKey`) on `solanaChains`, its Bitcoin account (`bitcoin`) on its bip122
 * chain, and the other non-EVM chains it holds `accounts` on, and answers requests (see
 * `answerWcRequest`, `answerSolanaWcRequest` and `answerBitcoinWcRequest`). Offline by
 * design: no step waits on the Verify service and nothing is sent beyond the relay and the
 * chains' RPCs.
 * @example
 * const wallet = await startWcWallet({ relayUrl: relay.url, projectId, privateKey, chains: { 31337: chain.rpcUrl } })
 * await wallet.pair(uri)
 * const session = await wallet.nextSession()
 */
export async function startWcWallet(options: StartWcWalletOptions): Promise<WcWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]))
  const nonEvmAccounts = { ...(options.accounts ?? defaultWcWalletAccounts) }
  checkAccounts(nonEvmAccounts)
  const solanaChains = [...(options.solanaChains ?? defaultWcWalletSolanaChains)]
  checkSolanaChains(solanaChains)
  // Dev account 0 always exists; an empty key would be refused as not 64 bytes.
  const solanaKey = options.solanaSecretKey ?? solanaDevAccounts()[0]?.secretKey ?? new Uint8Array()
  const solana = {
    signer: createSolanaWcSigner(solanaKey),
    chains: new Set(solanaChains),
    rpcUrl: options.solanaRpcUrl,
  }
  const bitcoin = options.bitcoin && bitcoinWcHoldings(options.bitcoin)
  const bitcoinHolding = bitcoin && {
    chain: bitcoin.chain,
    payment: bitcoin.account.payment.address,
    ordinal: bitcoin.account.ordinal.address,
  }
  const heldAccounts = {
    ...nonEvmAccounts,
    ...Object.fromEntries(solanaChains.map((chain) => [chain, solana.signer.address])),
  }
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix ?? `sandbox-wallet-${randomUUID()}`,
    telemetryEnabled: false,
  })
  // In Node nothing can answer the Verify service's origin check offline, and the client would
  // ask it (up to 5 s) about every proposal and request whose attestation is missing.
  ;(core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  // No eventClient workaround is needed: its INIT post (sent even with telemetry off) is made
  // only by WalletKit's init, never by the sign client or the core.
  const signClient = await SignClient.init({
    core,
    metadata: options.metadata ?? {
      name: 'Sandbox Wallet',
      description: 'The appkit sandbox WalletConnect wallet',
      url: 'http://127.0.0.1',
      icons: [],
    },
    // The queue holds each request back until 1 s after the previous answer; requests are
    // serialized by our own handler instead, and the sign client still drops duplicates.
    signConfig: { disableRequestQueue: true },
  })
  const proposals = createWaitQueue<WcProposal>()
  const authenticationRequests = createWaitQueue<WcAuthentication>()
  const authentications: WcSignedAuthentication[] = []
  const approved = createWaitQueue<WcSession>()
  const requests: WcRequestRecord[] = []
  let rejecting = false

  const approve = async (proposal: WcProposal): Promise<WcSession> => {
    const holdings = {
      chainIds: [...chains.keys()],
      address: account.address,
      accounts: heldAccounts,
      bitcoin: bitcoinHolding,
    }
    const namespaces = approvedNamespaces(proposal.params, holdings)
    if (!namespaces) {
      await signClient.reject({ id: proposal.id, reason: unsupportedChains })
      throw new Error('The proposal asks for no chain this wallet has; rejected as unsupported.')
    }
    const { acknowledged } = await signClient.approve({ id: proposal.id, namespaces })
    const session = await acknowledged()
    approved.push(session)
    return session
  }

  const authenticate = async (request: WcAuthentication) => {
    const { signed, session } = await approveAuthentication(signClient, account, request, [
      ...chains.keys(),
    ])
    authentications.push(...signed)
    if (session) approved.push(session)
    return signed
  }
  if (options.oneClickAuth !== false) {
    signClient.on('session_authenticate', (request) => {
      if (options.autoApprove === false) authenticationRequests.push(request)
      else authenticate(request).catch((error: unknown) => approved.fail(error))
    })
  }
  signClient.on('session_proposal', (proposal) => {
    if (options.autoApprove === false) proposals.push(proposal)
    else approve(proposal).catch((error: unknown) => approved.fail(error))
  })
  signClient.on(
    'session_request',
    createWcRequestHandler(signClient, account, chains, () => rejecting, requests, solana, bitcoin),
  )

  const sessions = () => signClient.session.getAll()
  let closed: Promise<void> | undefined
  return {
    address: account.address,
    solanaAddress: solana.signer.address,
    ...(bitcoinHolding && {
      bitcoinAddresses: { payment: bitcoinHolding.payment, ordinal: bitcoinHolding.ordinal },
    }),
    signClient,
    async pair(uri) {
      await signClient.core.pairing.pair({ uri })
    },
    nextProposal: () => proposals.next(),
    nextSession: () => approved.next(),
    approve,
    reject: (proposal) => signClient.reject({ id: proposal.id, reason: userRejected }),
    nextAuthentication: () => authenticationRequests.next(),
    approveAuthentication: authenticate,
    rejectAuthentication: (request) =>
      signClient.rejectSessionAuthenticate({ id: request.id, reason: userRejected }),
    authentications,
    sessions,
    requests,
    rejectRequests(on) {
      rejecting = on
    },
    async emitAccountsChanged(accounts = [account.address]) {
      for (const session of sessions()) {
        const chainId = session.namespaces.eip155?.chains?.[0]
        if (!chainId) continue
        const event = { name: 'accountsChanged', data: [...accounts] }
        await signClient.emit({ topic: session.topic, chainId, event })
      }
    },
    async disconnect(topic) {
      const topics = topic === undefined ? sessions().map((session) => session.topic) : [topic]
      for (const each of topics) {
        await signClient.disconnect({ topic: each, reason: userDisconnected })
      }
    },
    close() {
      closed ??= closeWalletConnectCore(core)
      return closed
    },
  }
}

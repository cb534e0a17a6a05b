import { randomUUID } from 'node:crypto'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { privateKeyToAccount } from 'viem/accounts'
import { closeWalletConnectCore } from './closeWalletConnectCore.js'
import { createWaitQueue } from './createWaitQueue.js'
import { createWcRequestHandler, type WcRequestRecord } from './createWcRequestHandler.js'
import type { StartWcWalletOptions, WcProposal, WcSession, WcWallet } from './WcWallet.js'
import { approvedNamespace } from './wcWalletNamespaces.js'

// The reasons @walletconnect/utils' getSdkError gives for these keys (that package is only a
// transitive dependency here, so they are written out).
const userRejected = { code: 5000, message: 'User rejected.' }
const unsupportedChains = { code: 5100, message: 'Unsupported chains.' }
const userDisconnected = { code: 6000, message: 'User disconnected.' }

/**
 * Starts a WalletConnect v2 wallet (WalletKit on its own Core) that signs with `privateKey`:
 * it approves eip155 proposals with the methods and events of SPEC section 6 and answers
 * requests (see `answerWcRequest`). Offline by design: no step waits on the Verify service and
 * nothing is sent beyond the relay and the chains' RPCs.
 * @example
 * const wallet = await startWcWallet({ relayUrl: relay.url, projectId, privateKey, chains: { 31337: chain.rpcUrl } })
 * await wallet.pair(uri)
 * const session = await wallet.nextSession()
 */
export async function startWcWallet(options: StartWcWalletOptions): Promise<WcWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]))
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix ?? `sandbox-wallet-${randomUUID()}`,
    telemetryEnabled: false,
  })
  // In Node nothing can answer the Verify service's origin check offline, and the client would
  // ask it (up to 5 s) about every proposal and request whose attestation is missing.
  ;(core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  // WalletKit posts an INIT event to the telemetry service even with telemetry off.
  core.eventClient.init = async () => undefined
  const walletKit = await WalletKit.init({
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
  const approved = createWaitQueue<WcSession>()
  const requests: WcRequestRecord[] = []
  let rejecting = false

  const approve = async (proposal: WcProposal): Promise<WcSession> => {
    const eip155 = approvedNamespace(proposal.params, [...chains.keys()], account.address)
    if (!eip155) {
      await walletKit.rejectSession({ id: proposal.id, reason: unsupportedChains })
      throw new Error('The proposal asks for no eip155 chain; rejected as unsupported.')
    }
    const session = await walletKit.approveSession({ id: proposal.id, namespaces: { eip155 } })
    approved.push(session)
    return session
  }

  walletKit.on('session_proposal', (proposal) => {
    if (options.autoApprove === false) proposals.push(proposal)
    else approve(proposal).catch((error: unknown) => approved.fail(error))
  })
  walletKit.on(
    'session_request',
    createWcRequestHandler(walletKit, account, chains, () => rejecting, requests),
  )

  const sessions = () => Object.values(walletKit.getActiveSessions())
  let closed: Promise<void> | undefined
  return {
    address: account.address,
    walletKit,
    pair: (uri) => walletKit.pair({ uri }),
    nextProposal: () => proposals.next(),
    nextSession: () => approved.next(),
    approve,
    reject: (proposal) => walletKit.rejectSession({ id: proposal.id, reason: userRejected }),
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
        await walletKit.emitSessionEvent({ topic: session.topic, chainId, event })
      }
    },
    async disconnect(topic) {
      const topics = topic === undefined ? sessions().map((session) => session.topic) : [topic]
      for (const each of topics) {
        await walletKit.disconnectSession({ topic: each, reason: userDisconnected })
      }
    },
    close() {
      closed ??= closeWalletConnectCore(core)
      return closed
    },
  }
}

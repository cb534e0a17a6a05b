import type { SignClientTypes } from '@walletconnect/types'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { WcSession, WcSignClient } from './WcWallet.js'

/** A one-click authentication request (`wc_sessionAuthenticate`) as the sign client delivers it. */
export type WcAuthentication = SignClientTypes.EventArguments['session_authenticate']

/** What the wallet signed for one chain of an authentication request. */
export interface WcSignedAuthentication {
  chain: string
  message: string
  signature: string
}

/**
 * Signs an authentication request as a wallet does: for each requested eip155 chain it has, the
 * CAIP-122 message the SDK formats for `did:pkh:<chain>:<address>`, signed with EIP-191; then
 * answers with the CACAOs (and so settles the session their ReCap names). Returns what it signed
 * and that session.
 * @example const { signed, session } = await approveAuthentication(signClient, account, request, [1, 31337])
 */
export async function approveAuthentication(
  signClient: WcSignClient,
  account: PrivateKeyAccount,
  request: WcAuthentication,
  chainIds: readonly number[],
): Promise<{ signed: WcSignedAuthentication[]; session: WcSession | undefined }> {
  const payload = request.params.authPayload
  const chains = payload.chains.filter((chain) => {
    const [family, reference] = chain.split(':')
    return family === 'eip155' && chainIds.includes(Number(reference))
  })
  if (chains.length === 0) throw new Error('The authentication asks for no chain this wallet has.')
  const signed: WcSignedAuthentication[] = []
  const auths = []
  for (const chain of chains) {
    const iss = `did:pkh:${chain}:${account.address}`
    const message = signClient.formatAuthMessage({ request: payload, iss })
    const signature = await account.signMessage({ message })
    signed.push({ chain, message, signature })
    // A CACAO (CAIP-74): the payload fields the message was made of, the issuer, the signature.
    const { chains: _chains, type: _type, ...fields } = payload
    auths.push({
      h: { t: 'caip122' as const },
      p: { ...fields, iss },
      s: { t: 'eip191' as const, s: signature },
    })
  }
  const { session } = await signClient.approveSessionAuthenticate({ id: request.id, auths })
  return { signed, session }
}

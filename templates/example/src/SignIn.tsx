import { useState } from 'react'
import { useAppKitAccount, useAppKitSiwx } from './appkit.generated'

/** What the server's `GET /api/siwx/session` says (appkit/siwx-server's protocol, docs/siwx.md). */
async function askServer(): Promise<string> {
  const response = await fetch('/api/siwx/session', { credentials: 'same-origin' })
  if (!response.ok) return `the server answered HTTP ${response.status}`
  const body = (await response.json()) as {
    session?: { data?: { accountAddress?: string; chainId?: string } } | null
  }
  const data = body.session?.data
  return data ? `${data.accountAddress} on ${data.chainId}` : 'not signed in'
}

/**
 * When a session ends, as the page says it: the date and the time, since a session can last days
 * (the config's `siwx.expiry`), in the visitor's locale unless `locales` says otherwise. Empty for
 * a session without an end, or one whose end cannot be read.
 * @example sessionEnd('2026-11-28T03:21:00Z', 'en-US') // ' until Nov 28, 2026, 3:21 AM' (in UTC)
 */
export function sessionEnd(expirationTime: string | undefined, locales?: Intl.LocalesArgument) {
  const end = expirationTime ? new Date(expirationTime) : undefined
  if (!end || Number.isNaN(end.getTime())) return ''
  return ` until ${end.toLocaleString(locales, { dateStyle: 'medium', timeStyle: 'short' })}`
}

/**
 * Sign in with the wallet (SIWX) in server mode: the config's `siwx.endpoint` is `/api/siwx`,
 * where `appkit dev` serves `appkit/siwx-server` on the app's own origin. Signing in asks the
 * wallet for one signature of an EIP-4361 (EVM) or CAIP-122 (Solana) message, which the server
 * verifies before it sets its session cookie; "Ask the server" shows what the server knows.
 */
export function SignIn() {
  const { isConnected } = useAppKitAccount()
  const { status, session, signIn, signOut } = useAppKitSiwx()
  const [server, setServer] = useState<string>()
  if (status === 'disabled' || !isConnected) return null
  const until = sessionEnd(session?.expirationTime)

  return (
    <section className="actions" aria-label="Sign in">
      <p data-testid="siwx">
        {session
          ? `Signed in as ${session.address} on ${session.caipNetworkId}${until}`
          : 'Not signed in'}
      </p>
      {session ? (
        <button type="button" onClick={() => void signOut().finally(() => setServer(undefined))}>
          Sign out
        </button>
      ) : (
        <button type="button" onClick={() => void signIn()}>
          Sign in with your wallet
        </button>
      )}
      <button
        type="button"
        onClick={() =>
          void askServer().then(setServer, (error: unknown) => setServer(String(error)))
        }
      >
        Ask the server who I am
      </button>
      {server ? <output data-testid="siwx-server">{`Server: ${server}`}</output> : null}
    </section>
  )
}

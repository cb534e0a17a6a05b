import { useRef, useState } from 'react'
import type { ChainNamespace } from '../../../../schema/index.js'
import type { WalletConnection } from '../../../core/kernel.js'
import { failureReason, strings, useAdoptedSheet, useAppKitInstance } from '../../internal.js'
import type { ViewProps } from '../ViewProps.js'
import { ConnectionRow } from './ConnectionRow.js'
import { profileWalletsCss } from './profileWalletsCss.js'
import { profileWalletsStrings as words } from './profileWalletsStrings.js'
import { useConnections } from './useConnections.js'

/** The chain families by the names people know them by, for the list's headings. */
const familyNames: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * ProfileWallets (multi-wallet): every wallet connection per chain family with its state (in use,
 * known, not available), a switch to make another the one in use (the account, network and
 * provider follow), a disconnect per connection that leaves the others, Add wallet (Connect) and
 * Disconnect all.
 * @example <ProfileWalletsView data={undefined} />
 */
export function ProfileWalletsView(_: ViewProps<'ProfileWallets'>) {
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, profileWalletsCss)
  const appKit = useAppKitInstance()
  const { connections, book } = useConnections()
  const [pending, setPending] = useState<string>()
  const [problem, setProblem] = useState<string>()

  /** Runs one action at a time, saying what is under way and, on failure, what failed and why. */
  const act = async (progress: string, failure: string, action: () => Promise<void>) => {
    setPending(progress)
    setProblem(undefined)
    try {
      await action()
    } catch (error) {
      const reason = failureReason(error)
      setProblem(reason ? `${failure}: ${reason}` : failure)
    } finally {
      setPending(undefined)
    }
  }
  const namespaces = [...new Set(connections.map((each) => each.namespace))]
  const rowsOf = (namespace: ChainNamespace) =>
    connections.filter((each) => each.namespace === namespace)
  const row = (connection: WalletConnection) => (
    <ConnectionRow
      key={`${connection.namespace} ${connection.connectorId}`}
      connection={connection}
      busy={!book || pending !== undefined}
      onSwitch={() =>
        void act(words.switching(connection.name), words.failed(connection.name), () =>
          (book as NonNullable<typeof book>).switchTo(connection.namespace, connection.connectorId),
        )
      }
      onDisconnect={() =>
        void act(
          words.disconnecting(connection.name),
          words.disconnectFailed(connection.name),
          () =>
            (book as NonNullable<typeof book>).disconnectOne(
              connection.namespace,
              connection.connectorId,
            ),
        )
      }
    />
  )
  return (
    <div ref={root} className="ak-wallets" data-testid="profile-wallets">
      <p className="ak-wallets-intro">{words.intro}</p>
      {book && connections.length === 0 ? <p className="ak-empty">{words.empty}</p> : null}
      {namespaces.map((namespace) =>
        namespaces.length > 1 ? (
          <section key={namespace} aria-labelledby={`ak-wallets-${namespace}`}>
            <h3 id={`ak-wallets-${namespace}`}>{familyNames[namespace]}</h3>
            <ul className="ak-list">{rowsOf(namespace).map(row)}</ul>
          </section>
        ) : (
          <ul key={namespace} className="ak-list" aria-label={strings.titles.ProfileWallets}>
            {rowsOf(namespace).map(row)}
          </ul>
        ),
      )}
      <p role="status" className="ak-note">
        {pending ?? ''}
      </p>
      {problem ? (
        <p role="alert" className="ak-note">
          {problem}
        </p>
      ) : null}
      <div className="ak-wallets-actions">
        <button
          type="button"
          className="ak-button"
          data-variant="accent"
          onClick={() => appKit.router.push({ view: 'Connect' })}
        >
          {words.addWallet}
        </button>
        <button
          type="button"
          className="ak-button"
          disabled={!book || pending !== undefined || connections.length === 0}
          onClick={() =>
            void act(words.disconnectingAll, words.disconnectAllFailed, async () => {
              await (book as NonNullable<typeof book>).disconnectAll()
              await appKit.close()
            })
          }
        >
          {words.disconnectAll}
        </button>
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'
import type { CaipNetworkId } from '../../../schema/index.js'
import { type UseAppKitButtonReturn, useAppKitButton } from '../hooks/useAppKitButton.js'

export interface AppKitCustomButtonProps<NetworkId extends CaipNetworkId = CaipNetworkId> {
  /** Draws the app's own buttons from the trigger's state and actions. */
  children(button: UseAppKitButtonReturn<NetworkId>): ReactNode
}

/**
 * `useAppKitButton` as a render prop, for apps that draw their buttons inline in JSX (RainbowKit's
 * `ConnectButton.Custom`).
 * @example
 * <AppKitCustomButton>
 *   {({ ready, account, openConnect }) => (ready && !account ? <button onClick={openConnect}>Connect</button> : null)}
 * </AppKitCustomButton>
 */
export function AppKitCustomButton<NetworkId extends CaipNetworkId = CaipNetworkId>({
  children,
}: AppKitCustomButtonProps<NetworkId>) {
  const button = useAppKitButton<NetworkId>()
  return <>{children(button)}</>
}

import { useRef, useSyncExternalStore } from 'react'
import { loadNames, type NameRegistrationState } from '../../../core/kernel.js'
import { useAdoptedSheet, useAppKitInstance, useIsomorphicLayoutEffect } from '../../internal.js'
import { useLazyModule } from '../Account/useLazyModule.js'
import { ModulePending } from '../ModulePending.js'
import type { ViewProps } from '../ViewProps.js'
import { failureText } from './nameMessages.js'
import { RegisterNameForm } from './RegisterNameForm.js'
import { registerNameCss } from './registerNameCss.js'
import { registerNameStrings as words } from './registerNameStrings.js'

type NamesModule = Awaited<ReturnType<typeof loadNames>>

/** Why no name can be chosen here, in plain words. */
function unavailableText(state: NameRegistrationState): string {
  if (state.unavailable === 'notConnected') return words.notConnected
  if (state.unavailable === 'namespace') return words.notEvm
  return words.notOnNetwork(state.networkName ?? '')
}

/**
 * RegisterAccountName: a name for the connected EVM account in the name service's zone, checked
 * as it is typed, with free names like it, registered with a message the wallet signs. Success
 * shows RegisterAccountNameSuccess; a failure stays here, with why (SPEC section 4).
 * @example <RegisterAccountNameView data={undefined} />
 */
export function RegisterAccountNameView(_: ViewProps<'RegisterAccountName'>) {
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, registerNameCss)
  const appKit = useAppKitInstance()
  const { module, failed } = useLazyModule(loadNames)
  return (
    <div ref={root} className="ak-send">
      {module ? (
        <RegisterName module={module} />
      ) : (
        <ModulePending
          failed={failed}
          retry={() => appKit.router.replace({ view: 'RegisterAccountName' })}
        />
      )}
    </div>
  )
}

function RegisterName({ module }: { module: NamesModule }) {
  const appKit = useAppKitInstance()
  const names = module.nameRegistrationOf(appKit)
  const state = useSyncExternalStore(names.subscribe, names.getState, names.getState)

  // Before the first paint: the form is for the account on screen before anything is typed.
  useIsomorphicLayoutEffect(() => {
    names.open()
    return names.watch()
  }, [names])

  if (!state.unavailable)
    return <RegisterNameForm names={names} state={state} zone={module.nameZone} />
  return (
    <>
      {state.failure ? (
        <div className="ak-name-failure" role="alert" data-testid="register-name-error">
          <strong>{words.failed}</strong> <span>{failureText(state.failure)}</span>
        </div>
      ) : null}
      <p className="ak-note" role="status" data-testid="register-name-unavailable">
        {unavailableText(state)}
      </p>
    </>
  )
}

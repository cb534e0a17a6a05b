import { useEffect, useState } from 'react'
import type { CaipNetwork } from '../../../../schema/index.js'
import type { SendModule } from './useSendModule.js'

/** What the form knows of a typed name: nothing yet, being looked up, its address, or why not. */
export type NameLookup =
  | { status: 'idle' }
  | { status: 'looking'; name: string }
  | { status: 'found'; name: string; address: string }
  | { status: 'missing'; name: string; reason: string }

/** Typing pauses this long before a name is looked up: one lookup per name, not per keystroke. */
const lookupDelayMs = 400

/**
 * Looks up the receiver typed as a name (`alice.reown.id`, `vitalik.eth`) once typing pauses, so
 * the form shows the address it stands for before Review. Text that is not a name, and answers
 * for text since changed, give `idle` / are dropped.
 * @example const lookup = useNameLookup(controller, network, state.receiverText, send.isNameLike)
 */
export function useNameLookup(
  controller: Pick<ReturnType<SendModule['sendControllerOf']>, 'lookUpName'>,
  network: CaipNetwork | undefined,
  text: string,
  isNameLike: (text: string) => boolean,
): NameLookup {
  const name = text.trim()
  const named = network !== undefined && isNameLike(name)
  const [lookup, setLookup] = useState<NameLookup>({ status: 'idle' })
  useEffect(() => {
    if (!named || !network) {
      setLookup({ status: 'idle' })
      return
    }
    let live = true
    setLookup({ status: 'looking', name })
    const timer = setTimeout(() => {
      controller.lookUpName(network, name).then(
        (result) => {
          if (!live) return
          setLookup(
            result.ok
              ? { status: 'found', name, address: result.address }
              : { status: 'missing', name, reason: result.reason },
          )
        },
        () => live && setLookup({ status: 'missing', name, reason: 'Error resolving name' }),
      )
    }, lookupDelayMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [controller, network, name, named])
  return lookup
}

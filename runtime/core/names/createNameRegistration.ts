import { getAddress } from 'viem'
import type { NameSuggestion } from '../blockchainApi/index.js'
import { createStore } from '../kernel.js'
import type { NameAccount, NameRegistrationContext } from './NameRegistrationContext.js'
import {
  initialNameRegistrationState,
  type NameRegistrationFailure,
  type NameRegistrationState,
} from './NameRegistrationState.js'
import { checkNameLabel, nameCoinType, nameZone, registrationMessage } from './nameRules.js'
import { registrationFailureOf } from './registrationFailureOf.js'

/** How long typing must pause before the name service is asked about the name. */
export const nameSuggestionDebounceMs = 300

/** The most suggestions shown under the field. */
export const maxNameSuggestions = 6

export interface NameRegistration {
  getState(): NameRegistrationState
  subscribe(listener: (state: NameRegistrationState) => void): () => void
  /**
   * Shows the form for the active account: says why when names are not for it (not connected,
   * not eip155, a testnet). Keeps what was typed for the same account; starts over for another
   * one, or after a success. A registration in flight is left as it is.
   */
  open(): void
  /** While the view shows: account and network changes are followed. Returns the stop. */
  watch(): () => void
  /** The name as typed: checked at once, asked about after 300 ms when it is a valid label. */
  setText(text: string): void
  /** Puts a suggested full name (`alice1.reown.id`) in the field. */
  choose(name: string): void
  /**
   * Registers the typed name for the account: only a valid label the service said is free,
   * once (a second call while one runs does nothing). The wallet signs the registration
   * message, the service registers it; the account shows the name at once.
   */
  register(): Promise<void>
  /** Stops every timer and request; later calls do nothing (the kit was destroyed). */
  dispose(): void
}

const keyOf = (account: NameAccount | undefined) =>
  account ? `${account.network.caipNetworkId}|${account.address.toLowerCase()}` : ''

/** The label of a suggested full name in the default zone, or `undefined` (not one of ours). */
function labelOfSuggestion(name: string): string | undefined {
  const suffix = `.${nameZone}`
  if (!name.toLowerCase().endsWith(suffix)) return undefined
  const check = checkNameLabel(name.slice(0, -suffix.length))
  return check.ok ? check.label : undefined
}

/**
 * The name registration of one kit, outside React: the name checked against the grammar as it
 * is typed, its availability and free names like it from the name service (after a pause in the
 * typing), then the registration: a message the account's wallet signs (`personal_sign`) and the
 * name service checks, the name on the account at once after.
 * @example
 * const names = createNameRegistration(context)
 * names.open()
 * names.setText('alice')
 * await names.register()
 */
export function createNameRegistration(context: NameRegistrationContext): NameRegistration {
  const store = createStore<NameRegistrationState>(initialNameRegistrationState)
  let shownKey = ''
  let lookup: AbortController | undefined
  let debounce: ReturnType<typeof setTimeout> | undefined
  // Bumped when a registration in flight stops counting for the screen (account changed).
  let attempt = 0
  let disposed = false

  const set = (update: Partial<NameRegistrationState>) => {
    if (!disposed) store.setState(update)
  }
  const busy = () => {
    const { step } = store.getState()
    return step === 'signing' || step === 'registering'
  }

  function stopLookup() {
    lookup?.abort()
    lookup = undefined
    if (debounce !== undefined) clearTimeout(debounce)
    debounce = undefined
  }

  /** Asks the service about `label`: the suggestions, and the typed name's own availability. */
  async function lookUp(label: string, signal: AbortSignal) {
    const name = `${label}.${nameZone}`
    const suggested = await context.suggestions(label, signal).catch(() => undefined)
    if (signal.aborted) return
    const own = suggested?.find((entry) => entry.name.toLowerCase() === name)
    let taken = own?.registered
    if (taken === undefined) {
      taken = await context.nameRecord(name, signal).then(
        (record) => record !== undefined,
        () => undefined,
      )
      if (signal.aborted) return
    }
    const seen = new Set<string>([label])
    const suggestions: NameSuggestion[] = []
    for (const entry of suggested ?? []) {
      const other = labelOfSuggestion(entry.name)
      if (!other || entry.registered || seen.has(other)) continue
      seen.add(other)
      suggestions.push({ name: `${other}.${nameZone}`, registered: false })
    }
    set({
      availability: taken === undefined ? 'error' : taken ? 'taken' : 'available',
      suggestions: suggestions.slice(0, maxNameSuggestions),
    })
  }

  function setText(text: string, known?: boolean) {
    if (disposed || busy() || store.getState().unavailable) return
    stopLookup()
    const check = checkNameLabel(text)
    const previous = store.getState()
    // Typing again leaves the last failure behind: it was about the name tried then.
    const step = previous.step === 'failed' ? { step: 'editing' as const, failure: undefined } : {}
    if (!check.ok) {
      const empty = check.problem.kind === 'empty'
      set({
        text,
        label: undefined,
        problem: check.problem,
        availability: 'unknown',
        ...(empty ? { suggestions: [] } : {}),
        ...step,
      })
      return
    }
    // The same label again (another case, the zone typed): what the service said still holds.
    const settled = previous.availability === 'available' || previous.availability === 'taken'
    if (check.label === previous.label && settled && known === undefined) {
      set({ text, problem: undefined, ...step })
      return
    }
    const availability = known === undefined ? 'checking' : known ? 'taken' : 'available'
    set({ text, label: check.label, problem: undefined, availability, ...step })
    const abort = new AbortController()
    lookup = abort
    debounce = setTimeout(() => {
      debounce = undefined
      void lookUp(check.label, abort.signal)
    }, nameSuggestionDebounceMs)
  }

  /** The account or network changed under a registration: it stops counting, the form restarts. */
  function restartForAccountChange(wasBusy: boolean) {
    attempt += 1
    set({ step: 'editing' })
    open()
    if (!wasBusy) return
    const failure = { kind: 'accountChanged' } as const
    set(store.getState().unavailable ? { failure } : { step: 'failed', failure })
  }

  function open() {
    if (disposed || busy()) return
    const account = context.account()
    const reason = !account
      ? 'notConnected'
      : account.namespace !== 'eip155'
        ? 'namespace'
        : !context.isIdentityNetwork(account.network)
          ? 'network'
          : undefined
    const key = keyOf(account)
    const state = store.getState()
    if (key === shownKey && !reason && state.step !== 'success' && !state.unavailable) return
    stopLookup()
    shownKey = key
    set({
      ...initialNameRegistrationState,
      unavailable: reason,
      networkName: account?.network.name,
      address: reason ? undefined : account?.address,
    })
  }

  function fail(failure: NameRegistrationFailure) {
    set({ step: 'failed', failure })
  }

  async function register() {
    const state = store.getState()
    const account = context.account()
    if (disposed || busy() || state.unavailable || !state.label) return
    if (state.availability !== 'available' || !account || keyOf(account) !== shownKey) return
    const run = ++attempt
    const current = () => run === attempt && !disposed
    const name = `${state.label}.${nameZone}`
    set({ step: 'signing', failure: undefined })
    let body: { coinType: number; address: string; message: string; signature: string }
    try {
      const address = getAddress(account.address)
      const coinType = nameCoinType(Number(account.network.id))
      const timestamp = Math.floor(context.now() / 1000)
      const message = registrationMessage({ name, address, coinType, timestamp })
      const signature = await context.sign(account, address, message)
      body = { coinType, address, message, signature }
    } catch (error) {
      if (current()) fail(registrationFailureOf(error, 'sign'))
      return
    }
    if (!current()) return
    // The wallet took its time: a signature for an account no longer on screen registers nothing.
    if (keyOf(context.account()) !== keyOf(account)) {
      restartForAccountChange(true)
      return
    }
    set({ step: 'registering' })
    try {
      await context.register(body)
    } catch (error) {
      if (!current()) return
      fail(registrationFailureOf(error, 'register'))
      // Refused, often because someone took the name meanwhile: what the service says now shows.
      stopLookup()
      set({ availability: 'checking' })
      lookup = new AbortController()
      void lookUp(state.label, lookup.signal)
      return
    }
    // Registered for the account that signed, even if the screen moved on meanwhile.
    context.registered(account, name)
    if (!current()) return
    stopLookup()
    set({ step: 'success', registered: name, failure: undefined })
    context.showSuccess()
  }

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    open,
    watch() {
      return context.watchAccount(() => {
        if (keyOf(context.account()) !== shownKey) restartForAccountChange(busy())
      })
    },
    setText: (text) => setText(text),
    choose(name) {
      const label = labelOfSuggestion(name)
      const known = store.getState().suggestions.find((entry) => entry.name === name)
      if (label) setText(label, known?.registered)
    },
    register,
    dispose() {
      stopLookup()
      attempt += 1
      disposed = true
    },
  }
}

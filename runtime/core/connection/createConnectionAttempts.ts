import { BaseError } from '../errors/BaseError.js'

/** SPEC section 9's "4 min": how long a wallet may leave a connection prompt unanswered. */
const connectionAttemptTimeoutMs = 4 * 60_000

/**
 * SPEC section 9's "10 s": restoring asks without a prompt (`eth_accounts`, a stored session), so
 * a wallet silent this long is broken, and the page must not show "connecting" any longer.
 */
const restoreAttemptTimeoutMs = 10_000

/**
 * What started an attempt: the user picking a wallet (`connect`, ended by closing the modal), or
 * the kit restoring a stored connection at start (`restore`, which no modal owns).
 */
export type ConnectionAttemptKind = 'connect' | 'restore'

/** One wallet connection in progress. */
export interface ConnectionAttempt {
  readonly kind: ConnectionAttemptKind
  /**
   * Aborted (with the attempt's error as its reason) when the attempt ends before its wallet
   * answered: connectors stop sending the wallet anything more then.
   */
  readonly signal: AbortSignal
  /** True once a newer attempt replaced this one: the kit's state is the newer one's to set. */
  readonly superseded: boolean
  /** `promise`, unless the attempt ends first: then it rejects with the attempt's error. */
  race<T>(promise: Promise<T>): Promise<T>
  /** The attempt is over (connected or failed): closing the modal or a new one no longer ends it. */
  finish(): void
}

/** The connection attempt of an instance: at most one is alive at a time. */
export interface ConnectionAttempts {
  /**
   * Starts an attempt. The one in progress, if any, is superseded: whatever its wallet answers
   * later changes nothing and its provider is sent nothing more.
   */
  begin(kind: ConnectionAttemptKind): ConnectionAttempt
  /** The modal was closed: a `connect` attempt in progress ends with 'Modal closed'. */
  endOnClose(): void
  /** Ends the attempt in progress without a successor (instance teardown). */
  dispose(): void
}

export interface CreateConnectionAttemptsOptions {
  /** How long a `connect` attempt may wait for its wallet (default 4 min). */
  timeoutMs?: number | undefined
  /** How long a `restore` attempt may wait (default 10 s). */
  restoreTimeoutMs?: number | undefined
}

function modalClosed(): BaseError {
  return new BaseError('Modal closed', {
    code: 'MODAL_CLOSED',
    details: 'The modal was closed before the wallet answered; its answer will be ignored.',
  })
}

function superseded(): BaseError {
  return new BaseError('Failed to connect', {
    code: 'CONNECTION_SUPERSEDED',
    details: 'Another connection started before this wallet answered; its answer is ignored.',
  })
}

function timedOut(timeoutMs: number): BaseError {
  return new BaseError('Failed to connect', {
    code: 'CONNECTION_TIMEOUT',
    details: `The wallet did not answer within ${Math.round(timeoutMs / 1000)} s.`,
  })
}

/**
 * Tracks the wallet connection in progress, so that an abandoned one can never take over: a new
 * attempt supersedes the old, closing the modal ends a `connect`, and a bounded wait ends any.
 * An ended attempt's `race` rejects at once, and its `signal` tells the connector to stop.
 * @example
 * const attempt = attempts.begin('connect')
 * try {
 *   const connection = await attempt.race(connector.connect({ signal: attempt.signal }))
 * } finally {
 *   attempt.finish()
 * }
 */
export function createConnectionAttempts(
  options: CreateConnectionAttemptsOptions = {},
): ConnectionAttempts {
  const timeouts: Record<ConnectionAttemptKind, number> = {
    connect: options.timeoutMs ?? connectionAttemptTimeoutMs,
    restore: options.restoreTimeoutMs ?? restoreAttemptTimeoutMs,
  }
  let current: LiveAttempt | undefined

  function begin(kind: ConnectionAttemptKind): ConnectionAttempt {
    const previous = current
    const attempt = createAttempt(kind, timeouts[kind], () => {
      if (current === attempt) current = undefined
    })
    current = attempt
    previous?.end(superseded(), { superseded: true })
    return attempt
  }

  return {
    begin,
    endOnClose() {
      if (current?.kind === 'connect') current.end(modalClosed())
    },
    dispose() {
      current?.end(modalClosed())
    },
  }
}

interface LiveAttempt extends ConnectionAttempt {
  end(error: BaseError, how?: { superseded: boolean }): void
}

function createAttempt(
  kind: ConnectionAttemptKind,
  timeoutMs: number,
  onFinish: () => void,
): LiveAttempt {
  const controller = new AbortController()
  const { signal } = controller
  let isSuperseded = false
  const timer = setTimeout(() => attempt.end(timedOut(timeoutMs)), timeoutMs)
  const attempt: LiveAttempt = {
    kind,
    signal,
    get superseded() {
      return isSuperseded
    },
    race<T>(promise: Promise<T>): Promise<T> {
      if (signal.aborted) return Promise.reject(signal.reason)
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(signal.reason)
        signal.addEventListener('abort', onAbort, { once: true })
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
      })
    },
    finish() {
      clearTimeout(timer)
      onFinish()
    },
    end(error, how) {
      attempt.finish()
      if (signal.aborted) return
      // Flagged before the abort runs its listeners, so the attempt's catch already sees it.
      isSuperseded = how?.superseded ?? false
      controller.abort(error)
    },
  }
  return attempt
}

import { BaseError } from '../kernel.js'

/** The secure frame did not report READY in time (SPEC sections 8 and 9: 20 s). */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError' as const
  constructor(details: string) {
    super('Unable to load email login dependency', { code: 'IFRAME_LOAD_FAILED', details })
  }
}

/** One request to the frame went unanswered for its time-out; the others go on. */
export class FrameRequestTimeoutError extends BaseError {
  override name = 'FrameRequestTimeoutError' as const
  constructor(request: string, timeoutMs: number) {
    super('Embedded Wallet Request Timed Out', {
      code: 'IFRAME_REQUEST_TIMEOUT',
      details: `${request} had no answer within ${timeoutMs / 1000} s.`,
    })
  }
}

/** The request was aborted by the kit (the user closed the modal, say): 'Request was aborted'. */
export class FrameRequestAbortedError extends BaseError {
  override name = 'FrameRequestAbortedError' as const
  constructor(request: string) {
    super('Request was aborted', {
      code: 'IFRAME_REQUEST_ABORTED',
      details: `${request} was aborted.`,
    })
  }
}

/**
 * The message of the FrameRequestError a request pending in the frame rejects with when the frame
 * reloads (a READY after the first): the frame lost it.
 */
export const frameReloadedMessage = 'The secure frame reloaded'

/**
 * The frame answered with an error: its own message, or 'An error occurred'. `rpcCode` is the
 * EIP-1193 code the frame gave with it (4001 when the user rejected in its approval screen).
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError' as const
  readonly rpcCode: number | undefined
  constructor(request: string, message: string, rpcCode?: number) {
    super(message, {
      code: 'IFRAME_REQUEST_FAILED',
      details: `${request} failed in the secure frame.`,
    })
    this.rpcCode = rpcCode
  }
}

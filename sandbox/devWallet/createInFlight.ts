/** Counts the wallet's prompting requests from their call until they answer the dapp. */
export interface InFlight {
  /** Runs one request, counted until it resolves or throws. */
  track<T>(run: () => Promise<T>): Promise<T>
  /** How many tracked requests have not answered yet. */
  count(): number
}

/**
 * One counter for the whole wallet (EVM and Solana sides). Compared with the prompter's unanswered
 * prompts, it tells whether an approved request is still signing or sending: `control.settled()`.
 * A request that fails after its approval stops counting too, so nothing waits for it.
 * @example
 * const inFlight = createInFlight()
 * const signature = await inFlight.track(() => signAfterApproval(message))
 */
export function createInFlight(): InFlight {
  let count = 0
  return {
    async track(run) {
      count += 1
      try {
        return await run()
      } finally {
        count -= 1
      }
    },
    count: () => count,
  }
}

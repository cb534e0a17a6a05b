import { createServer } from 'node:net'

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : port
      server.close(() => resolve(bound))
    })
  })
}

/**
 * A port that is free on 127.0.0.1 right now (the OS picks it). Another process may still take it
 * before the caller binds it, so callers that got it this way retry on "address in use".
 * @example
 * const port = await freePort() // e.g. 40613
 */
export function freePort(): Promise<number> {
  return listenOnce(0)
}

/**
 * Whether `port` can be bound on 127.0.0.1.
 * @example
 * if (!(await isPortFree(8545))) throw new Error('port 8545 is in use')
 */
export async function isPortFree(port: number): Promise<boolean> {
  try {
    await listenOnce(port)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return false
    throw error
  }
}

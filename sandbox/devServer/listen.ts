import type { Server } from 'node:http'

/** Where a server ended up listening, and whether that is the port asked for. */
export interface Listening {
  port: number
  /** Set when the requested port was taken and another was chosen. */
  replacedPort?: number
}

function tryListen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening)
      reject(error)
    }
    const onListening = () => {
      server.off('error', onError)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, '127.0.0.1')
  })
}

/**
 * Listens on 127.0.0.1:`port`. A taken port is an error when `strict` (the user asked for it),
 * otherwise a free port is chosen and reported through `replacedPort`.
 */
export async function listen(server: Server, port: number, strict: boolean): Promise<Listening> {
  try {
    return { port: await tryListen(server, port) }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || strict) throw error
    return { port: await tryListen(server, 0), replacedPort: port }
  }
}

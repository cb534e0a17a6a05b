import { WagmiNotInstalledError } from './WagmiErrors.js'

// wagmi and @wagmi/core are optional peers: imported here, once, so that an app without them
// gets one line saying what to install instead of a resolver error about a file deep in dist/.
async function load(): Promise<[typeof import('@wagmi/core'), typeof import('wagmi')]> {
  try {
    return await Promise.all([import('@wagmi/core'), import('wagmi')])
  } catch (cause) {
    throw new WagmiNotInstalledError({ cause })
  }
}

/** `@wagmi/core` and `wagmi`, as the app installed them. */
export const [wagmiCore, wagmiReact] = await load()

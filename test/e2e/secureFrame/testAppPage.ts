// The kit's page in the secure-frame tests: the real client, bundled from the sources, with a
// log of what it ignored, for the test to drive through `page.evaluate`.
import { createFrameClient } from '../../../runtime/core/frame/createFrameClient.js'

const ignored: string[] = []
const sessionTokens: string[] = []
Object.assign(window, {
  frameTest: {
    ignored,
    sessionTokens,
    create(
      src: string,
      options: { loadTimeoutMs?: number; timeoutsMs?: Record<string, number> } = {},
    ) {
      return createFrameClient({
        src,
        ...options,
        onIgnored: (reason) => ignored.push(reason),
        onSessionUpdate: (token) => sessionTokens.push(token),
      })
    },
  },
})

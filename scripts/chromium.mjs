// Debian's Chromium with the flags TESTING.md lists for a machine with a closed network: the one
// browser every test, screenshot and benchmark of this repository drives (never a downloaded one).
import { chromium } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Launches headless Chromium with those flags. */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}

export { launchChromium } from '../../scripts/chromium.mjs'

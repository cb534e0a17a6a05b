export { chromiumArgs, launchChromium } from '../../scripts/chromium.mjs'

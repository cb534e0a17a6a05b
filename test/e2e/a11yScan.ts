import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { rootFillsViewport, textAxeCannotSee } from './a11yBlindSpots.js'

// axe-core over the kit's own UI, the way the accessibility tests scan each view: WCAG 2.2 AA,
// both themes, the modal's shadow root and the trigger buttons only (the example page's own
// markup is the app's business, not the kit's).

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no rule tagged `wcag22a`). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The kit's UI in the page: the modal's host, whose open shadow root holds the dialog, the
 * snackbar and the toasts, and the trigger buttons in the page's own DOM.
 */
const kitParts = ['[data-appkit="modal-host"]', '.ak-trigger']

/** One axe violation on one element, as a failing test lists it. */
export interface A11yFinding {
  /** Where it was seen: the view and the theme, "Connect (dark)". */
  where: string
  rule: string
  impact: string
  /** The element, shadow roots joined by " >> ". */
  target: string
  /** The start of its markup. */
  html: string
  /** axe's own summary of what to fix. */
  summary: string
}

export type ThemeMode = 'dark' | 'light'

/** The finite animations and transitions running in the page, shadow roots included, named. */
function runningMotion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document]
    for (const element of document.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot)
    }
    return roots
      .flatMap((root) => root.getAnimations())
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      )
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target
        const name =
          (animation as CSSAnimation).animationName ??
          (animation as CSSTransition).transitionProperty ??
          'script'
        return `${name} on ${target?.className || target?.tagName}`
      })
  })
}

/** Waits until no finite animation or transition runs in the page, shadow roots included. */
async function motionSettled(page: Page): Promise<void> {
  await expect.poll(() => runningMotion(page), { timeout: 10_000, interval: 50 }).toEqual([])
}

/**
 * Runs axe over the kit's UI as it is on screen now, once its animations are over, and returns
 * every violation found, labelled with `where`. Throws when axe left out text a person sees, or
 * computed the contrast of none of an open dialog's text: a scan that cannot see the modal must
 * not pass as clean.
 * @example const findings = await scanKit(page, 'Connect (dark)')
 */
async function scanKit(page: Page, where: string): Promise<A11yFinding[]> {
  await motionSettled(page)
  await rootFillsViewport(page)
  const present: string[] = []
  for (const selector of kitParts) {
    if ((await page.locator(selector).count()) > 0) present.push(selector)
  }
  if (present.length === 0) throw new Error(`${where}: none of the kit's UI is on the page`)
  // Legacy mode runs axe in the page itself (frames of other origins, such as the secure site's,
  // are not the kit's UI and are not scanned): several times faster than opening a page per scan.
  let builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true)
  for (const selector of present) builder = builder.include(selector)
  const { violations, passes } = await builder.analyze()
  const dialogOpen =
    (await page
      .locator(kitParts[0] as string)
      .getByRole('dialog')
      .count()) > 0
  const contrastInShadow = passes
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
    .filter((node) => Array.isArray(node.target[0]))
  if (dialogOpen && contrastInShadow.length === 0) {
    throw new Error(`${where}: axe checked the contrast of no text inside the modal's shadow root`)
  }
  const unseen = await textAxeCannotSee(page)
  if (unseen.length > 0) {
    throw new Error(`${where}: axe took for off screen text that shows:\n${unseen.join('\n')}`)
  }
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      where,
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' '),
      html: node.html.replace(/\s+/g, ' ').slice(0, 160),
      summary: (node.failureSummary ?? violation.help)
        .replace(/^Fix (any|all) of the following:/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    })),
  )
}

/** The findings as a list a person reads: where, rule, impact, element and markup; then the fix. */
export function formatFindings(findings: readonly A11yFinding[]): string {
  return findings
    .map(
      (each) =>
        `- ${each.where}: ${each.rule} (${each.impact}) at ${each.target} ${each.html}\n  ${each.summary}`,
    )
    .join('\n')
}

/** The theme the example's modal shows now, told by its toggle ("Light modal" while dark). */
async function currentTheme(page: Page): Promise<ThemeMode> {
  const toggle = page.locator('.theme-toggle')
  return (await toggle.textContent()) === 'Light modal' ? 'dark' : 'light'
}

/**
 * Switches the kit's theme in place through the example's toggle (`useAppKitTheme().setThemeMode`),
 * also while the modal covers the page: the click is dispatched to the toggle, not made by a
 * pointer, so the open dialog stays as it is.
 */
async function toggleTheme(page: Page): Promise<ThemeMode> {
  const next: ThemeMode = (await currentTheme(page)) === 'dark' ? 'light' : 'dark'
  await page.locator('.theme-toggle').dispatchEvent('click')
  await expect.poll(() => currentTheme(page), { timeout: 10_000 }).toBe(next)
  return next
}

/**
 * Scans the kit's UI in the theme it shows, then in the other one (switched in place), and
 * returns the findings of both. The page is left in the other theme.
 * @example findings.push(...(await scanBothThemes(page, 'Connect')))
 */
export async function scanBothThemes(page: Page, view: string): Promise<A11yFinding[]> {
  const first = await scanKit(page, `${view} (${await currentTheme(page)})`)
  const second = await scanKit(page, `${view} (${await toggleTheme(page)})`)
  return [...first, ...second]
}

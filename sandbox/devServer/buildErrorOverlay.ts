import type { Message } from 'esbuild'

/**
 * One build error as the terminal and the page both show it: `file:line:column: text`, then the
 * line of source it points at, when esbuild has it.
 * @example formatBuildError(error) // 'src/App.tsx:3:7: Expected ";" but found "x"\n    const a x'
 */
export function formatBuildError(error: Pick<Message, 'text' | 'location'>): string {
  const where = error.location
  if (!where) return error.text
  const head = `${where.file}:${where.line}:${where.column + 1}: ${error.text}`
  return where.lineText ? `${head}\n    ${where.lineText}` : head
}

const overlayId = 'appkit-build-errors'

/**
 * The module served in place of the app's bundle while its build fails: it shows the errors over
 * the page (and in the console), so a broken build is never a blank page. The errors go in as JSON
 * and out as text nodes: a file name or message cannot add markup to the page.
 * The page reloads once a fixed build is served (the dev server's reload script).
 * @example res.end(buildErrorOverlay(result.errors.map(formatBuildError)))
 */
export function buildErrorOverlay(errors: readonly string[]): string {
  // `<` escaped too: the text stays inert even if this source is ever inlined in a page.
  const data = JSON.stringify(errors).replace(/</g, '\\u003c')
  return `const errors = ${data}
console.error('appkit dev: the app did not build\\n\\n' + errors.join('\\n\\n'))
const show = () => {
  document.getElementById(${JSON.stringify(overlayId)})?.remove()
  const overlay = document.createElement('div')
  overlay.id = ${JSON.stringify(overlayId)}
  overlay.setAttribute('role', 'alert')
  overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:24px 32px;background:rgba(20,20,24,.96);color:#f3f4f6;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace'
  const title = document.createElement('h1')
  title.style.cssText = 'margin:0 0 16px;font-size:18px;color:#ff6b6b'
  title.textContent = 'The app did not build (' + errors.length + (errors.length === 1 ? ' error' : ' errors') + ')'
  overlay.append(title)
  for (const error of errors) {
    const pre = document.createElement('pre')
    pre.style.cssText = 'margin:0 0 16px;white-space:pre-wrap;word-break:break-word'
    pre.textContent = error
    overlay.append(pre)
  }
  const hint = document.createElement('p')
  hint.style.cssText = 'margin:0;color:#9ca3af'
  hint.textContent = 'Fix the file and save: appkit dev rebuilds and reloads this page.'
  overlay.append(hint)
  document.body.append(overlay)
}
if (document.body) show()
else document.addEventListener('DOMContentLoaded', show, { once: true })
`
}

import { type FSWatcher, watch } from 'node:fs'
import { basename, dirname } from 'node:path'

/**
 * Calls `onChange` once things settle after `path` is written, created or replaced. It watches the
 * folder, not the file: editors that save by renaming a temporary file over it would otherwise end
 * the watch after the first save.
 * @example const watcher = watchProjectFile('/app/index.html', () => reload()); watcher.close()
 */
export function watchProjectFile(path: string, onChange: () => void, settleMs = 60): FSWatcher {
  const name = basename(path)
  let timer: NodeJS.Timeout | undefined
  const watcher = watch(dirname(path), (_event, file) => {
    if (file !== null && file !== name) return
    clearTimeout(timer)
    timer = setTimeout(onChange, settleMs)
  })
  watcher.on('close', () => clearTimeout(timer))
  return watcher
}

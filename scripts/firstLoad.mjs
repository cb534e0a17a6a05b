// What an esbuild metafile says about the loads of the example: the first load (the output files
// a visitor fetches before the page renders: the entry and its static imports), the modal's load
// (fetched right after the first paint, or on the first open: the dialog, the Connect view, the
// toasts), and the modules that import across those loads other than through the kit's barrels.

/**
 * The barrels code outside the first load reaches it through: the engine's kernel (in the first
 * load) and React's internal (in the modal's load, so that the first load does not carry what
 * only the modal and the lazy views share).
 */
const firstLoadBarrels = ['runtime/core/kernel.ts', 'runtime/react/internal.ts']

/** The module the modal's load starts from (`LazyShadowPortal` imports it after the first paint). */
const modalEntry = 'runtime/react/modal/ShadowPortal.tsx'

/** `start` and the outputs it imports statically, transitively. */
function staticClosure(metafile, start) {
  const seen = new Set()
  const stack = [start]
  while (stack.length > 0) {
    const output = stack.pop()
    if (!output || seen.has(output)) continue
    seen.add(output)
    for (const imported of metafile.outputs[output].imports) {
      if (imported.kind === 'import-statement') stack.push(imported.path)
    }
  }
  return seen
}

/** The output files of the first load: the entry (`…/main.js`) and its static imports. */
export function firstLoadOutputs(metafile) {
  const entry = Object.keys(metafile.outputs).find((name) => name.endsWith('/main.js'))
  return staticClosure(metafile, entry)
}

/** The output files the modal's load adds to the first load: its entry and its static imports. */
export function modalLoadOutputs(metafile) {
  const entry = Object.entries(metafile.outputs).find(
    ([, output]) => output.entryPoint === modalEntry,
  )?.[0]
  if (!entry)
    throw new Error(`${modalEntry} is not an entry of its own: is it imported statically?`)
  const first = firstLoadOutputs(metafile)
  return new Set([...staticClosure(metafile, entry)].filter((output) => !first.has(output)))
}

function inputsOf(metafile, outputs) {
  return new Set([...outputs].flatMap((output) => Object.keys(metafile.outputs[output].inputs)))
}

/** The source modules (metafile input paths) bundled into the first load. */
export function firstLoadInputs(metafile) {
  return inputsOf(metafile, firstLoadOutputs(metafile))
}

/** The source modules the modal's load adds. */
export function modalLoadInputs(metafile) {
  return inputsOf(metafile, modalLoadOutputs(metafile))
}

/**
 * Modules of ours that import an earlier load's module directly instead of through a barrel, as
 * `importer -> imported` lines: a module outside the first load importing a first-load module, or
 * a lazy view's module importing one of the modal's load. esbuild then splits the imported module
 * out of its load's shared chunk into a small file of its own (another request before the page
 * renders, or before the dialog can show).
 */
export function lazyImportsBypassingBarrels(metafile) {
  const firstOutputs = firstLoadOutputs(metafile)
  const modalOutputs = modalLoadOutputs(metafile)
  const first = inputsOf(metafile, firstOutputs)
  const modal = inputsOf(metafile, modalOutputs)
  const later = inputsOf(
    metafile,
    Object.keys(metafile.outputs).filter((output) => !firstOutputs.has(output)),
  )
  const offences = []
  for (const input of later) {
    if (firstLoadBarrels.includes(input)) continue
    const inLazyView = !modal.has(input)
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      const ours = !imported.path.includes('node_modules/')
      const viaBarrel = firstLoadBarrels.includes(imported.path)
      const earlier = first.has(imported.path) || (inLazyView && modal.has(imported.path))
      if (imported.kind === 'import-statement' && ours && earlier && !viaBarrel) {
        offences.push(`${input} -> ${imported.path}`)
      }
    }
  }
  return [...new Set(offences)].sort()
}

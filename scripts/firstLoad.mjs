// What an esbuild metafile says about the first load of the example: the output files a visitor
// fetches before the first click (the entry and its static imports), the source modules in them,
// and the lazy modules that import first-load code other than through the kit's barrels.

/** The barrels lazy code reaches the first load through: the engine's kernel, React's internal. */
export const firstLoadBarrels = ['runtime/core/kernel.ts', 'runtime/react/internal.ts']

/** The output files of the first load: the entry (`…/main.js`) and its static imports. */
export function firstLoadOutputs(metafile) {
  const { outputs } = metafile
  const entry = Object.keys(outputs).find((name) => name.endsWith('/main.js'))
  const seen = new Set()
  const stack = [entry]
  while (stack.length > 0) {
    const output = stack.pop()
    if (!output || seen.has(output)) continue
    seen.add(output)
    for (const imported of outputs[output].imports) {
      if (imported.kind === 'import-statement') stack.push(imported.path)
    }
  }
  return seen
}

/** The source modules (metafile input paths) bundled into the first load. */
export function firstLoadInputs(metafile) {
  return new Set(
    [...firstLoadOutputs(metafile)].flatMap((output) =>
      Object.keys(metafile.outputs[output].inputs),
    ),
  )
}

/**
 * Lazy modules that import a first-load module of ours directly instead of through a barrel, as
 * `lazy -> first-load` lines. esbuild then splits that module out of the shared first-load chunk
 * into a small file of its own (another request before the first click).
 */
export function lazyImportsBypassingBarrels(metafile) {
  const first = firstLoadInputs(metafile)
  const firstOutputs = firstLoadOutputs(metafile)
  const lazyInputs = Object.keys(metafile.outputs)
    .filter((output) => !firstOutputs.has(output))
    .flatMap((output) => Object.keys(metafile.outputs[output].inputs))
  const offences = []
  for (const input of new Set(lazyInputs)) {
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      const ours = !imported.path.includes('node_modules/')
      const viaBarrel = firstLoadBarrels.includes(imported.path)
      if (imported.kind === 'import-statement' && ours && first.has(imported.path) && !viaBarrel) {
        offences.push(`${input} -> ${imported.path}`)
      }
    }
  }
  return offences.sort()
}

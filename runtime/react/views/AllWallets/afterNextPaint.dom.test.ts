import { describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint.js'

describe('afterNextPaint', () => {
  it('runs the task in a task after the next frame, not before', async () => {
    const task = vi.fn()
    afterNextPaint(task)
    expect(task).not.toHaveBeenCalled()
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    expect(task).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 5_000 })
  })

  it('never runs a cancelled task', async () => {
    const task = vi.fn()
    afterNextPaint(task)()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(task).not.toHaveBeenCalled()
  })
})

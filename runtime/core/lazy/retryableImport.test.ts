import { describe, expect, it, vi } from 'vitest'
import { failedChunkUrl, retryableImport } from './retryableImport.js'

const offline = (url: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`)

describe('retryableImport', () => {
  it('imports as asked while nothing failed', async () => {
    const load = vi.fn(async () => ({ value: 1 }))
    const importAgain = vi.fn()
    const lazy = retryableImport(load, importAgain)
    expect(await lazy()).toEqual({ value: 1 })
    expect(await lazy()).toEqual({ value: 1 })
    expect(load).toHaveBeenCalledTimes(2)
    expect(importAgain).not.toHaveBeenCalled()
  })

  it('after a failure naming its chunk, imports that chunk under a fresh query each time', async () => {
    const load = vi.fn(async () => {
      throw offline('http://127.0.0.1:5173/chunks/send-AB12.js')
    })
    const importAgain = vi
      .fn()
      .mockRejectedValueOnce(offline('http://127.0.0.1:5173/chunks/send-AB12.js?retry=1'))
      .mockResolvedValueOnce({ value: 2 })
    const lazy = retryableImport(load, importAgain)
    await expect(lazy()).rejects.toThrow('Failed to fetch')
    await expect(lazy()).rejects.toThrow('Failed to fetch')
    expect(await lazy()).toEqual({ value: 2 })
    expect(importAgain.mock.calls).toEqual([
      ['http://127.0.0.1:5173/chunks/send-AB12.js?retry=1'],
      ['http://127.0.0.1:5173/chunks/send-AB12.js?retry=2'],
    ])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries the plain import again when the error names no chunk', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce({ value: 3 })
    const importAgain = vi.fn()
    const lazy = retryableImport(load, importAgain)
    await expect(lazy()).rejects.toThrow('Importing a module script failed.')
    expect(await lazy()).toEqual({ value: 3 })
    expect(importAgain).not.toHaveBeenCalled()
  })

  it('reads only http(s) JavaScript URLs from an error', () => {
    expect(failedChunkUrl(offline('https://cdn.example/a/b-1.js?x=1'))).toBe(
      'https://cdn.example/a/b-1.js',
    )
    expect(failedChunkUrl(offline('javascript:alert(1)//.js'))).toBeUndefined()
    expect(failedChunkUrl(offline('data:text/javascript,1'))).toBeUndefined()
    expect(failedChunkUrl(new Error('network down'))).toBeUndefined()
    expect(failedChunkUrl('error loading dynamically imported module: http://h/c.js')).toBe(
      'http://h/c.js',
    )
  })
})

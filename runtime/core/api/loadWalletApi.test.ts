import { describe, expect, it } from 'vitest'
import { loadWalletApi } from './loadWalletApi.js'

describe('loadWalletApi', () => {
  it('loads the client functions on demand', async () => {
    const api = await loadWalletApi()
    expect(Object.keys(api).sort()).toEqual([
      'ApiError',
      'getAllowedOrigins',
      'getAnalyticsConfig',
      'getAppConfig',
      'getWalletImageUrl',
      'getWallets',
      'sdkType',
      'sdkVersion',
      'validateWalletLink',
      'walletApiContext',
      'walletApiTimeoutMs',
    ])
    const context = api.walletApiContext({
      projectId: 'p',
      services: { walletApi: 'https://api.example/' } as never,
    })
    expect(api.getWalletImageUrl(context, 'logo')).toBe(
      `https://api.example/getWalletImage/logo?projectId=p&st=appkit&sv=${api.sdkVersion}`,
    )
  })
})

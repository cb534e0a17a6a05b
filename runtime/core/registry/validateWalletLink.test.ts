import { describe, expect, it } from 'vitest'
import { validateWalletLink } from './validateWalletLink.js'

describe('validateWalletLink', () => {
  it('keeps app deep links and https universal links, normalized', () => {
    expect(validateWalletLink('metamask://', 'deep')).toBe('metamask://')
    expect(validateWalletLink('okex://main', 'deep')).toBe('okex://main')
    expect(validateWalletLink(' https://link.trustwallet.com ', 'deep')).toBe(
      'https://link.trustwallet.com/',
    )
    expect(validateWalletLink('https://app.safe.global', 'web')).toBe('https://app.safe.global/')
  })

  // Real app schemes (the stand-in registry's among them), some close to a refused name.
  it.each([
    'trust://',
    'rainbow://',
    'cbwallet://',
    'ledgerlive://',
    'wc:7f6e504bfad60b485450578e05678441fa7a8ea2b3a1c54e8b0f5f2a9c2d0b4f@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
    'edge://',
    'msafe://',
    'mswallet://',
    'searchwallet://',
    'shellwallet://',
    'helpwallet://',
  ])('keeps the app link %j', (link) => {
    expect(validateWalletLink(link, 'deep')).toBe(link)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/0b5c5a57',
    'about:blank',
    'http://wallet.example/wc',
  ])('refuses %j as a deep link', (link) => {
    expect(validateWalletLink(link, 'deep')).toBeUndefined()
  })

  // Operating system protocol handlers open a part of the system, not a wallet, and several have
  // carried code execution from one click. Case, outer spaces and control characters are read
  // as the URL parser reads them, so each spelling reaches the same rule.
  it.each([
    'ms-msdt:/id PCWDiagnostic /skip force /param "IT_BrowseForFile=x"',
    'MS-MSDT:/id PCWDiagnostic',
    'Ms-Msdt:/id PCWDiagnostic',
    ' ms-msdt:/id PCWDiagnostic ',
    '\u0000ms-msdt:/id PCWDiagnostic',
    '\u001fms-msdt:/id PCWDiagnostic\u0001',
    'ms-msdt\t:/id PCWDiagnostic',
    'm\ns-msdt:/id PCWDiagnostic',
    'ms-\rmsdt:/id PCWDiagnostic',
    'ms-officecmd:{"id":3,"LocalProviders.LaunchOfficeAppForResult":{}}',
    'ms-word:ofe|u|https://evil.example/x.docx',
    'ms-excel:ofv|u|https://evil.example/x.xlsx',
    'ms-appinstaller:?source=https://evil.example/x.msix',
    'ms-settings:',
    'ms-its:mhtml:file://C:/x.mht!https://evil.example/x::/x.html',
    'search-ms:query=invoice&crumb=location:\\\\evil.example@80\\share',
    'SEARCH-MS:query=x',
    'search:query=invoice&crumb=location:\\\\evil.example\\share',
    'shell:startup',
    'its:C:/x.chm::/x.htm',
    'mk:@MSITStore:C:/x.chm::/x.htm',
    'mhtml:https://evil.example/x.mht',
    'hcp://services/search?query=x',
    'res://shdoclc.dll/x.htm',
    'microsoft-edge:https://evil.example',
    'help:runscript=x.scpt',
    'x-man-page://x',
    'itms-services://?action=download-manifest&url=https://evil.example/x.plist',
    'smb://evil.example/share',
    'afp://evil.example/share',
    'nfs://evil.example/share',
    'jar:https://evil.example/x.zip!/x.html',
  ])('refuses the operating system protocol handler %j', (link) => {
    expect(validateWalletLink(link, 'deep')).toBeUndefined()
  })

  it('refuses UNC paths (\\\\host\\share), which have no scheme to open an app by', () => {
    for (const link of ['\\\\evil.example\\share\\x.exe', '//evil.example/share']) {
      expect(validateWalletLink(link, 'deep'), link).toBeUndefined()
    }
  })

  it('refuses every non-https web link, and https links carrying credentials', () => {
    for (const link of ['http://app.example', 'metamask://', 'ftp://x.example', 'not a url']) {
      expect(validateWalletLink(link, 'web'), link).toBeUndefined()
    }
    expect(validateWalletLink('https://metamask.io@evil.example/', 'web')).toBeUndefined()
    expect(validateWalletLink('https://user:pw@wallet.example/', 'deep')).toBeUndefined()
  })

  it('refuses intent: links whose fallback or scheme leads to a blocked scheme', () => {
    const intent = (rest: string) => `intent://wc#Intent;package=com.wallet;${rest};end`
    expect(validateWalletLink(intent('scheme=wallet'), 'deep')).toMatch(/^intent:\/\/wc#Intent;/)
    expect(
      validateWalletLink(intent('S.browser_fallback_url=https%3A%2F%2Fwallet.example'), 'deep'),
    ).toBeDefined()
    for (const rest of [
      'S.browser_fallback_url=javascript%3Aalert(1)',
      'S.browser_fallback_url=javascript:alert(1)',
      'S.Browser_Fallback_Url=data%3Atext%2Fhtml%2Cx',
      'S.browser_fallback_url=http%3A%2F%2Fwallet.example',
      'S.browser_fallback_url=%E0%A4%A',
      'scheme=javascript',
      'scheme=intent',
    ]) {
      expect(validateWalletLink(intent(rest), 'deep'), rest).toBeUndefined()
    }
  })

  it('keeps an Android intent: link that opens an app or an https page', () => {
    for (const link of [
      'intent://wc#Intent;scheme=wallet;package=com.wallet;end',
      'intent://wc?uri=x#Intent;scheme=wallet;package=com.wallet;action=android.intent.action.VIEW;category=android.intent.category.BROWSABLE;end',
      'intent://app.wallet.example/wc#Intent;scheme=https;package=com.wallet;S.browser_fallback_url=https%3A%2F%2Fwallet.example%2Fget;end',
      'intent:#Intent;package=com.wallet;S.source=dapp%20name;end',
    ]) {
      expect(validateWalletLink(link, 'deep'), link).toBe(link)
    }
  })

  // Read as Android's Intent.parseUri reads them: the data before the last `#`, then `key=value;`
  // pairs up to `end`, keys and values percent-decoded, `scheme=` replacing the data's scheme.
  it.each([
    // The data part is itself the URI the intent opens.
    'intent:javascript:alert(1)#Intent;end',
    'intent:JavaScript:alert(1)#Intent;package=com.wallet;end',
    'intent:data:text/html,x#Intent;end',
    'intent:j%61vascript:alert(1)#Intent;end',
    'intent:file:///sdcard/x#Intent;end',
    'intent:http://wallet.example#Intent;end',
    // Nested intents.
    'intent:intent:javascript:alert(1)%23Intent%3Bend#Intent;end',
    'intent://x#Intent;scheme=intent;end',
    'intent://x#Intent;scheme=android-app;end',
    'android-app://com.android.chrome/javascript/alert(1)',
    // `scheme=` and its value are percent-decoded.
    'intent://x#Intent;scheme=j%61vascript;end',
    'intent://x#Intent;scheme=JAVASCRIPT;end',
    'intent://x#Intent;scheme=wallet;scheme=http;end',
    'intent://metamask.io@evil.example#Intent;scheme=https;end',
    'intent:https://metamask.io@evil.example#Intent;end',
    'intent://x#Intent;sch%65me=javascript;end',
    'intent://x#Intent;scheme=about;end',
    'intent://x#Intent;scheme=blob;end',
    'intent://x#Intent;scheme=filesystem;end',
    'intent://x#Intent;scheme=vbscript;end',
    'intent://x#Intent;scheme=java%0Ascript;end',
    'intent://x#Intent;scheme=;end',
    // Operating system protocol handlers, as the data's scheme or as `scheme=`.
    'intent:ms-msdt:/id%20PCWDiagnostic#Intent;end',
    'intent://x#Intent;scheme=ms-msdt;end',
    'intent://x#Intent;scheme=MS-OFFICECMD;end',
    'intent://x#Intent;scheme=ms%2Dmsdt;end',
    'intent://x#Intent;scheme=search-ms;end',
    'intent://x#Intent;scheme=wallet;scheme=shell;end',
    'intent://x#Intent;scheme=itms-services;end',
    // The browser fallback, with its key percent-decoded too.
    'intent://x#Intent;S.browser%5Ffallback%5Furl=javascript%3Aalert(1);end',
    'intent://x#Intent;S.%62rowser_fallback_url=javascript%3Aalert(1);end',
    'intent://x#Intent;S.browser_fallback_url=%6Aavascript%3Aalert(1);end',
    'intent://x#Intent;S.browser_fallback_url=https%3A%2F%2Fwallet.example%40evil.example;end',
    // Selector intents, explicit components and launch flags: no wallet link needs them, and
    // they reach activities (or grant URI permissions) that a plain app link cannot.
    'intent://x#Intent;scheme=wallet;SEL;scheme=javascript;end',
    'intent://x#Intent;scheme=wallet;SEL;package=com.wallet;end',
    'intent://x#Intent;scheme=wallet;component=com.android.settings/.Settings;end',
    'intent://x#Intent;scheme=wallet;launchFlags=0x3;end',
    // Malformed: no `#Intent;`, no `end`, text after `end`, undecodable escapes, unknown keys.
    'intent:wallet://wc',
    'intent://x#Intent;scheme=wallet',
    'intent://x#Intent;scheme=wallet;end;scheme=javascript',
    'intent://x#Intent;scheme=wallet;endscheme=javascript',
    'intent://x#Intent;scheme=wallet;S.browser_fallback_url=https%3A%2F%2Fa.example;end#x',
    'intent://x#foo#Intent;scheme=wallet;end',
    'intent://x#Intent;scheme=wallet;S.x=%E0%A4%A;end',
    'intent://x#Intent;scheme=wallet;S.%ZZ=1;end',
    'intent://x#Intent;scheme=wallet;Q.x=1;end',
    'intent://x#Intent;scheme=wallet;flavour;end',
    'intent://x#Intent;scheme=wallet;package=com.wallet/..;end',
    'intent://x#Action;scheme=wallet;end',
  ])('refuses the intent: link %j', (link) => {
    expect(validateWalletLink(link, 'deep')).toBeUndefined()
  })

  it('refuses values that are not strings, or too long', () => {
    expect(validateWalletLink(undefined, 'deep')).toBeUndefined()
    expect(validateWalletLink(42, 'web')).toBeUndefined()
    expect(validateWalletLink(`https://wallet.example/${'a'.repeat(3000)}`, 'web')).toBeUndefined()
  })
})

import type { AppKitMessages } from './AppKitMessages.js'
import { defineLocale } from './defineLocale.js'

// German, informal "du" as wallets and apps in German address their users. Names (wallets,
// networks, WalletConnect, EVM) stay as they are written.

const offline =
  'Keine Internetverbindung erkannt. Bitte starte dein Netzwerk neu und versuche es erneut.'

/** The Activity tab's operation types (the Blockchain API's words), by what they are in German. */
const operations: Readonly<Record<string, string>> = {
  send: 'Senden',
  receive: 'Empfangen',
  trade: 'Tausch',
  approve: 'Freigabe',
  mint: 'Prägen',
  burn: 'Verbrennen',
  deposit: 'Einzahlung',
  withdraw: 'Auszahlung',
  borrow: 'Leihen',
  repay: 'Rückzahlung',
  claim: 'Abholen',
  stake: 'Staking',
  unstake: 'Unstaking',
  execute: 'Ausführung',
  deploy: 'Bereitstellung',
}

const messages: AppKitMessages = {
  language: 'de',
  direction: 'ltr',
  connect: 'Verbinden',
  connecting: 'Verbinden...',
  selectNetwork: 'Netzwerk wählen',
  triggers: {
    account: (shown, address) => `${shown}, Konto ${address}`,
    accountLoading: (shown, address) => `${shown}, Konto ${address}, Guthaben wird geladen`,
    network: (name) => `Netzwerk: ${name}`,
  },
  back: 'Zurück',
  close: 'Schließen',
  loading: 'Wird geladen',
  tryAgain: 'Erneut versuchen',
  disconnect: 'Trennen',
  requestPending: 'In deiner Wallet wartet bereits eine Anfrage',
  requestPendingHint:
    'Öffne deine Wallet, um sie zu bestätigen oder abzulehnen, und versuche es dann erneut.',
  titles: {
    Connect: 'Wallet verbinden',
    Account: 'Konto',
    Networks: 'Netzwerk wählen',
    UnsupportedChain: 'Netzwerk wechseln',
    SwitchNetwork: 'Netzwerk wechseln',
    ConnectingExternal: 'Verbinden',
    ConnectingWalletConnect: 'WalletConnect',
    AllWallets: 'Alle Wallets',
    WhatIsAWallet: 'Was ist eine Wallet?',
    Receive: 'Empfangen',
    Send: 'Senden',
    SendPreview: 'Senden prüfen',
    SIWXSignMessage: 'Anmelden',
    EmailLogin: 'E-Mail bestätigen',
    UpdateEmailWallet: 'E-Mail ändern',
    ApproveTransaction: 'Transaktion bestätigen',
    approvals: {
      message: 'Nachricht signieren',
      typedData: 'Typisierte Daten signieren',
      transaction: 'Transaktion signieren',
    },
    fallback: 'AppKit',
  },
  unavailableView: 'Diese Ansicht ist in dieser Version noch nicht verfügbar.',
  siwx: {
    authenticating: 'Authentifizierung...',
    heading: (app) => `${app} möchte, dass du dich anmeldest`,
    text: 'Signiere eine Nachricht in deiner Wallet, um zu zeigen, dass dir dieses Konto gehört. Das kostet nichts und sendet keine Transaktion.',
    requiredHint: 'Die Anmeldung ist nötig, um fortzufahren: Abbrechen trennt deine Wallet.',
    sign: 'Signieren',
    signing: 'Wird signiert...',
    cancel: 'Abbrechen',
  },
  lazyLoadFailed:
    'Dieser Teil des Fensters konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  offline,
  connectView: {
    walletsLabel: 'Wallets',
    empty: 'Keine Wallets gefunden',
    emptyHint:
      'Installiere eine Wallet-Erweiterung im Browser und öffne dieses Fenster dann erneut.',
    recent: 'Zuletzt',
    installed: 'Installiert',
    qrCode: 'QR-Code',
    legalPrefix: 'Mit dem Verbinden deiner Wallet akzeptierst du unsere ',
    terms: 'Nutzungsbedingungen',
    legalJoin: ' und ',
    privacy: 'Datenschutzerklärung',
    noWallet: 'Ich habe keine Wallet',
  },
  allWallets: {
    entry: 'Alle Wallets',
    count: (count) => (count > 10 ? `${Math.floor(count / 10) * 10}+` : String(count)),
    searchLabel: 'Wallets durchsuchen',
    searchPlaceholder: 'Wallet suchen',
    listLabel: 'Alle Wallets',
    resultsLabel: 'Suchergebnisse',
    found: (count) => (count === 1 ? '1 Wallet gefunden' : `${count} Wallets gefunden`),
    noResults: (query) => `Keine Wallet für „${query}“ gefunden`,
    noResultsHint: 'Prüfe die Schreibweise oder versuche einen anderen Namen.',
    loadMore: 'Mehr laden',
    loadingMore: 'Weitere Wallets werden geladen',
    installed: 'Installiert',
    failed: 'Die Wallet-Liste konnte nicht geladen werden',
    reasons: {
      RATE_LIMITED: 'Zu viele Anfragen: Warte eine Minute und versuche es dann erneut.',
      SERVER_ERROR: 'Serverfehler: Der Wallet-Dienst hatte ein Problem.',
      INVALID_APP_CONFIGURATION:
        'Ungültige App-Konfiguration: Diese Website darf keine Wallets auflisten.',
      HTTP_REQUEST_TIMEOUT: 'Die Anfrage hat zu lange gedauert.',
      HTTP_REQUEST_FAILED:
        'Du scheinst offline zu sein, oder der Wallet-Dienst ist nicht erreichbar.',
      INVALID_RESPONSE: 'Der Wallet-Dienst hat eine Antwort gesendet, die nicht lesbar ist.',
      fallback: 'Etwas ist schiefgelaufen.',
    },
    fallbackHint: 'Installierte Wallets funktionieren weiterhin.',
  },
  walletConnect: {
    qrLabel: 'WalletConnect-QR-Code',
    scan: 'Scanne diesen QR-Code mit deinem Handy',
    scanWith: (wallet) => `Scanne diesen QR-Code mit ${wallet}`,
    preparing: 'QR-Code wird vorbereitet...',
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert',
    copyFailed: 'Der Link konnte nicht kopiert werden',
    openIn: (wallet) => `${wallet} öffnen`,
    desktopApp: 'Desktop-App',
    webApp: 'Web-App',
    offline,
    rejected: 'Verbindung abgelehnt',
    rejectedHint:
      'Du hast die Verbindung in deiner Wallet abgelehnt. Du kannst es erneut versuchen.',
    unavailable: 'WalletConnect ist nicht erreichbar',
    unavailableHint: (relay) =>
      `Das WalletConnect-Relay ${relay} war nicht erreichbar: Prüfe deine Verbindung, eine Firewall oder einen Werbeblocker. Der QR-Code erscheint hier, sobald es antwortet.`,
    failed: 'Verbindung fehlgeschlagen',
    failedHint: 'Beim Koppeln mit deiner Wallet ist etwas schiefgelaufen.',
    missing: 'WalletConnect ist nicht verfügbar',
    missingHint: 'Diese App bietet WalletConnect nicht an.',
    namespacesNotYet: (names) => `Diese Version kann ${names}-Wallets noch nicht verbinden.`,
  },
  connectingExternal: {
    continueIn: (wallet) => `Weiter in ${wallet}`,
    accept: 'Bestätige die Verbindungsanfrage in deiner Wallet',
    rejected: 'Verbindung abgelehnt',
    rejectedHint: 'Du hast die Anfrage in deiner Wallet abgelehnt. Du kannst es erneut versuchen.',
    failed: 'Verbindung fehlgeschlagen',
    failedHint: 'Bei der Verbindung mit deiner Wallet ist etwas schiefgelaufen.',
    missing: 'Diese Wallet ist nicht mehr verfügbar',
    missingHint: 'Geh zurück und wähle eine andere Wallet.',
  },
  account: {
    copy: 'Adresse kopieren',
    copied: 'Adresse kopiert',
    copyFailed: 'Die Adresse konnte nicht kopiert werden',
    notConnected: 'Keine Wallet verbunden.',
    network: (name) => `Netzwerk: ${name}`,
    balanceUnavailable: 'Token-Guthaben nicht verfügbar',
    tabsLabel: 'Vermögenswerte',
    tabs: { Tokens: 'Token', NFTs: 'NFTs', Activity: 'Aktivität' },
    totalValue: 'Gesamtwert',
    onlyEvm: 'NFTs und Aktivität werden für EVM-Konten angezeigt.',
    changeEmail: 'E-Mail ändern',
    features: { receive: 'Empfangen', send: 'Senden' },
    identity: (name, address) => `${name}, ${address}`,
    tokens: {
      listLabel: 'Token',
      empty: 'Noch keine Token',
      emptyHint: (network) => `Token, die dieses Konto auf ${network} hält, erscheinen hier.`,
      unavailable: 'Token-Guthaben nicht verfügbar',
      unavailableHint:
        'Die Guthaben konnten nicht gelesen werden. Sie werden in 30 Sekunden erneut abgefragt.',
      quantity: (amount, symbol) => `${amount} ${symbol}`,
      price: (price) => `${price} pro Stück`,
    },
    nfts: {
      listLabel: 'NFTs',
      empty: 'Noch keine NFTs',
      emptyHint: (network) => `NFTs, die dieses Konto auf ${network} hält, erscheinen hier.`,
      failed: 'NFTs konnten nicht geladen werden',
      tileLabel: (name, collection) => (collection ? `${name}, ${collection}` : name),
      loadMore: 'Mehr laden',
    },
    activity: {
      listLabel: 'Aktivität',
      empty: 'Noch keine Aktivität',
      emptyHint: 'Transaktionen dieses Kontos in diesem Netzwerk erscheinen hier.',
      failed: 'Transaktionen konnten nicht abgerufen werden',
      loadMore: 'Mehr laden',
      loadingMore: 'Weitere Transaktionen werden geladen',
      pending: 'Ausstehend',
      failedStatus: 'Fehlgeschlagen',
      quantity: (amount, unit) => `${amount} ${unit}`.trim(),
      nftQuantity: (amount) => `${amount} ${amount === '1' ? 'NFT' : 'NFTs'}`,
      to: (address) => `an ${address}`,
      from: (address) => `von ${address}`,
      ago: (time) => `vor ${time}`,
      units: {
        sec: (count) => `${count} Sek.`,
        min: (count) => `${count} Min.`,
        hr: (count) => `${count} Std.`,
        d: (count) => `${count} T.`,
        mo: (count) => `${count} Mon.`,
        yr: (count) => `${count} J.`,
      },
      operation: (type) =>
        Object.hasOwn(operations, type)
          ? (operations[type] ?? type)
          : type
            ? type[0]?.toUpperCase() + type.slice(1)
            : 'Transaktion',
    },
    receive: {
      qrLabel: (address) => `QR-Code der Adresse ${address}`,
      heading: 'Deine Adresse',
      copy: 'Adresse kopieren',
      networksLabel: 'Netzwerke, in denen diese Adresse empfängt',
      networksHint: 'Sende Vermögenswerte an diese Adresse nur in diesen Netzwerken.',
    },
  },
  whatIsAWallet: {
    homeTitle: 'Ein Zuhause für deine digitalen Werte',
    homeText: 'Eine Wallet verwahrt deine Token und Sammlerstücke und sendet und empfängt sie.',
    signInTitle: 'Eine neue Art, dich anzumelden',
    signInText:
      'Kein neues Konto und kein Passwort auf jeder Website: Du verbindest deine Wallet, und nichts wird signiert oder gesendet, bevor du es dort bestätigst.',
    getTitle: 'Eine Wallet holen',
    recommendedLabel: 'Empfohlene Wallets',
    get: 'Holen',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    explore: 'Alle Wallets entdecken',
    noRegistry:
      'Installiere eine Wallet-App oder Browser-Erweiterung, komm dann zurück und verbinde dich.',
  },
  networks: {
    label: 'Netzwerke',
    switchingOff: 'Der Netzwerkwechsel ist in dieser App ausgeschaltet.',
  },
  switchNetwork: {
    approve: 'In der Wallet bestätigen',
    accept: (network) => `Bestätige den Wechsel zu ${network} in deiner Wallet`,
    declined: 'Wechsel abgelehnt',
    declinedHint: 'Du hast die Anfrage in deiner Wallet abgelehnt. Du kannst es erneut versuchen.',
    failed: 'Netzwerkwechsel fehlgeschlagen',
    failedHint:
      'Deine Wallet konnte nicht wechseln. Versuche es erneut oder wähle das Netzwerk in deiner Wallet.',
  },
  switchActiveChain: {
    title: (network) => `Zu ${network} wechseln`,
    walletOf: {
      eip155: 'eine EVM-Wallet',
      solana: 'eine Solana-Wallet',
      bip122: 'eine Bitcoin-Wallet',
      polkadot: 'eine Polkadot-Wallet',
      cosmos: 'eine Cosmos-Wallet',
    },
    heading: (wallet) => `${wallet} verbinden`,
    needs: (network, wallet) => `${network} braucht ${wallet}.`,
    connectedOn: (wallet, network) => `${wallet} ist mit ${network} verbunden und bleibt es.`,
    connectSame: (wallet) => `${wallet} verbinden`,
    chooseAnother: 'Andere Wallet wählen',
  },
  unsupportedChain: {
    heading: 'Wechsle zu einem unterstützten Netzwerk',
    text: 'Diese App unterstützt das aktuelle Netzwerk deiner Wallet nicht. Wähle eines dieser Netzwerke, um fortzufahren.',
  },
  toasts: {
    region: 'Benachrichtigungen alt+T',
    close: 'Benachrichtigung schließen',
  },
  email: {
    field: {
      label: 'E-Mail',
      placeholder: 'E-Mail',
      submit: 'Weiter mit E-Mail',
      invalid: 'Gib eine gültige E-Mail-Adresse ein',
      offline:
        'Die Anmeldung per E-Mail braucht eine Internetverbindung: Die sichere Website ist offline nicht erreichbar.',
    },
    otp: {
      label: 'Code aus deiner E-Mail',
      title: 'Code eingeben',
      sentTo: (email) => `Wir haben einen 6-stelligen Code an ${email} gesendet`,
      verifying: 'Wird überprüft...',
      connecting: 'Deine Wallet wird verbunden...',
      resend: 'Code erneut senden',
      resent: 'Ein neuer Code wurde gesendet',
      notString: 'Der Code muss aus 6 Ziffern bestehen',
    },
    device: {
      title: 'Dieses Gerät bestätigen',
      text: (email) =>
        `Öffne den Link, den wir an ${email} gesendet haben, um dieses Gerät zu bestätigen, und komm dann hierher zurück.`,
    },
    update: {
      label: 'Neue E-Mail',
      intro: (email) => `Deine Wallet gehört zu ${email}. Zu welcher E-Mail soll sie wechseln?`,
      save: 'Speichern',
      saving: 'Code wird gesendet...',
      currentTitle: 'Bestätige deine aktuelle E-Mail',
      newTitle: 'Bestätige deine neue E-Mail',
      done: 'E-Mail aktualisiert',
      notConnected: 'Nicht mit E-Mail oder Social Login verbunden',
    },
    errors: {
      unreachable:
        'Netzwerkfehler - Die eingebettete Wallet konnte nicht geladen werden. Versuche es später erneut.',
      unverifiedDomain:
        'Ungültige App-Konfiguration: Der Ursprung dieser Website steht nicht auf der Allowlist des Projekts.',
      fallback: 'Etwas ist schiefgelaufen',
    },
    approve: {
      waiting: 'Bestätige die Anfrage im sicheren Fenster',
      notAllowed: 'Aktion nicht erlaubt',
      notAllowedText: (method) =>
        `Die App hat die eingebettete Wallet um ${method} gebeten, was diese nicht erlaubt.`,
    },
  },
  send: {
    token: 'Token',
    amount: 'Betrag',
    amountPlaceholder: '0.0',
    max: 'Max',
    maxLabel: 'Das ganze Guthaben verwenden (abzüglich der Netzwerkgebühr bei der nativen Währung)',
    balance: (amount, symbol) => `Guthaben: ${amount} ${symbol}`,
    receiver: 'An',
    receiverPlaceholder: 'Adresse oder Name',
    review: 'Senden prüfen',
    checking: 'Wird geprüft...',
    preview: {
      sending: 'Du sendest',
      to: 'An',
      network: 'Netzwerk',
      fee: 'Netzwerkgebühr',
      feeValue: (amount, symbol, usd) =>
        usd ? `${amount} ${symbol} (${usd})` : `${amount} ${symbol}`,
      warningsLabel: 'Vor dem Senden prüfen',
      send: 'Senden',
      cancel: 'Abbrechen',
      confirm: 'Bestätige das Senden in deiner Wallet',
      sent: 'Gesendet: Das Netzwerk muss es noch bestätigen',
      hash: 'Transaktion',
      rejected: 'Transaktion abgelehnt',
      rejectedHint: 'Du hast sie in deiner Wallet abgelehnt. Es wurde nichts gesendet.',
      failed: 'Das Senden ist fehlgeschlagen',
      success: 'Gesendet',
      dropped:
        'Das Netzwerk hat sie nicht bestätigt: Prüfe die Transaktion unten in einem Explorer, bevor du erneut sendest.',
      missing: 'Nichts zu bestätigen: Fülle zuerst das Sendeformular aus.',
      changed:
        'Konto oder Netzwerk haben sich seit deiner Prüfung geändert: Prüfe das Senden noch einmal.',
      sentToast: 'Transaktion gesendet',
    },
  },
}

/**
 * German. `locale: 'de'` in appkit.config.ts; the generated module imports it.
 * @example createAppKitReact(appKitConfig, { locale })
 */
export const locale = defineLocale(messages)

// The alert surface's code, one chunk fetched with the first alert the kit raises (a visit that
// never sees one never loads it): where each alert goes, and the card's alert bar with its styles.
export { ModalAlertBar } from './ModalAlertBar.js'
export { placeAlerts } from './placeAlerts.js'

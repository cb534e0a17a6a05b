import type { ViewDataMap, ViewName } from '../../core/index.js'

/** What every view component receives: the data its route carries. */
export interface ViewProps<View extends ViewName> {
  data: ViewDataMap[View]
}

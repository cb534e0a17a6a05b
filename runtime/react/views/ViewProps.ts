import type { ViewDataMap, ViewName } from '../../core/kernel.js'

/** What every view component receives: the data its route carries. */
export interface ViewProps<View extends ViewName> {
  data: ViewDataMap[View]
}

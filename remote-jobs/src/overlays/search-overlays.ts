/** What loadSearchOverlays fetches: the parts of the job search built on Chakra's drawer and modal. */
export { JobAlertDialog } from '../alerts/JobAlertDialog';
export { FiltersDrawerContent } from '../search/filters/FiltersDrawerContent';

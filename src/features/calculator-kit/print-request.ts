/** The event that asks the printed report into the page before the print dialog opens. */
export const PRINT_REQUEST = 'brightlane:print-report';

/**
 * The tools' Print buttons: the report is put in the page first, then the print dialog opens, so
 * the report does not depend on the browser firing beforeprint (some do not for window.print()).
 * Apart from print-frame.tsx so that a first screen can hold the button without the report.
 */
export function printWithReport(): void {
  window.dispatchEvent(new Event(PRINT_REQUEST));
  window.print();
}

/**
 * The reads of the page shown: leaving the page (another path) abandons those still in flight, so a stalled read
 * does not keep the loading veil over the next page (issue 15/18). Submissions are never abandoned: the server may
 * be doing what was asked, and their answer must not be lost. A module of its own, without imports: the router
 * connection, in the entry, calls `leavePage` without bringing the call client into the entry.
 */
let pageReads = new AbortController();

/** The signal of the page shown's reads: aborted when the investor leaves the page. */
export const pageReadsSignal = (): AbortSignal => pageReads.signal;

/** The investor left the page: its reads in flight are abandoned (called by the router connection, src/app). */
export function leavePage(): void {
  pageReads.abort();
  pageReads = new AbortController();
}

/** The home search box, for the dialogs that hand the cursor back to it. */
export const SEARCH_BOX_ID = 'home-job-search';

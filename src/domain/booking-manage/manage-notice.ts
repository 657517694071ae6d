/** What the last action on a booking did, said once on the page that answers it. */
export interface ManageNotice {
  tone: 'ok' | 'error';
  text: string;
  /** Said in the change section (a change request sent or withdrawn) rather than the cancel section. */
  section?: 'change';
}

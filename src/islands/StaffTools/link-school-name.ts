/** Where a school's page in the office is (another part of the office builds it). */
export function officeSchoolPath(schoolId: number): string {
  return `/office/schools/${schoolId}/`;
}

/**
 * Makes the school page's heading a link to the school in the office, opened in a new tab (spec
 * sections 2 and 6), and says so to a screen reader. The heading is static HTML shared by every
 * visitor, so the link is added here, in the staff member's browser only. Returns the undo.
 */
export function linkSchoolName(heading: HTMLElement, schoolId: number): () => void {
  if (heading.querySelector('a')) return () => undefined;
  const link = document.createElement('a');
  link.href = officeSchoolPath(schoolId);
  link.target = '_blank';
  link.rel = 'noopener';
  link.className = 'staff-school-link';
  const note = document.createElement('span');
  note.className = 'visually-hidden';
  note.textContent = ' (opens the office in a new tab)';
  link.append(...heading.childNodes, note);
  heading.append(link);
  return () => {
    note.remove();
    heading.append(...link.childNodes);
    link.remove();
  };
}

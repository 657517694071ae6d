// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { connectTermsModal } from '../terms-modal.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the terms modal', () => {
  it('opens the embedded file over the page, loading it only then, and closes', () => {
    document.body.innerHTML = `<div data-terms>
      <a href="/files/terms/general-terms.pdf" data-terms-link>School terms and conditions</a>
      <dialog aria-label="Terms"><button type="button" data-terms-close>Close</button><iframe data-src="/files/terms/general-terms.pdf" title="Terms"></iframe></dialog>
    </div>`;
    const root = document.querySelector<HTMLElement>('[data-terms]')!;
    connectTermsModal(root);
    const link = root.querySelector('a')!;
    const frame = root.querySelector('iframe')!;
    expect(link.getAttribute('role')).toBe('button');
    expect(frame.getAttribute('src')).toBeNull();
    link.click();
    expect(root.querySelector('dialog')!.open).toBe(true);
    expect(frame.getAttribute('src')).toBe('/files/terms/general-terms.pdf');
    root.querySelector<HTMLButtonElement>('[data-terms-close]')!.click();
    expect(root.querySelector('dialog')!.open).toBe(false);
  });
});

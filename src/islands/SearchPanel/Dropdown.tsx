import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearch } from './search-context.ts';

/** An option item (spec section 3): name, value, disabled. */
export interface DropdownOption {
  name: string;
  value: string;
  disabled?: boolean;
}

interface DropdownProps {
  id: string;
  label: string;
  options: readonly DropdownOption[];
  value: string;
  onSelect(value: string): void;
  /** How many options the open list shows at once (the weeks list shows 3, spec section 9). */
  rows?: number;
}

/**
 * A select-only dropdown: a button naming the choice and a listbox. Only one is open at a time
 * and a click outside closes it ($openDropdown in the search store); arrows, Home and End move,
 * Enter or Space choose, Escape closes and gives the focus back to the button.
 */
export function Dropdown({ id, label, options, value, onSelect, rows }: DropdownProps) {
  const { store } = useSearch();
  const open = useStore(store.$openDropdown) === id;
  const [active, setActive] = useState(value);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const optionId = (optionValue: string) => `${id}-option-${optionValue || 'all'}`;

  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: DropdownOption | undefined) => {
    if (!option || option.disabled) return;
    button.current?.focus();
    if (option.value === value) store.closeDropdowns();
    else onSelect(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const enabled = options.filter((option) => !option.disabled);
    const index = enabled.findIndex((option) => option.value === active);
    const moveTo = (next: DropdownOption | undefined) => next && setActive(next.value);
    switch (event.key) {
      case 'ArrowDown':
        moveTo(enabled[Math.min(enabled.length - 1, index + 1)]);
        break;
      case 'ArrowUp':
        moveTo(enabled[Math.max(0, index - 1)]);
        break;
      case 'Home':
        moveTo(enabled[0]);
        break;
      case 'End':
        moveTo(enabled.at(-1));
        break;
      case 'Enter':
      case ' ':
        choose(options.find((option) => option.value === active));
        break;
      case 'Escape':
        store.closeDropdowns();
        button.current?.focus();
        break;
      case 'Tab':
        store.closeDropdowns();
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="dropdown" data-dropdown={id}>
      <span className="dropdown-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="dropdown-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-controls={open ? `${id}-list` : undefined}
        onClick={() => {
          setActive(value);
          store.toggleDropdown(id);
        }}
      >
        {options.find((option) => option.value === value)?.name ?? ''}
      </button>
      {open && (
        <ul
          ref={list}
          id={`${id}-list`}
          className="dropdown-list"
          role="listbox"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-activedescendant={optionId(active)}
          style={rows ? { maxHeight: `calc(${rows} * 2.5rem + 0.5rem)` } : undefined}
          onKeyDown={onKeyDown}
        >
          {options.map((option) => (
            <li
              key={option.value}
              id={optionId(option.value)}
              role="option"
              aria-selected={option.value === value}
              aria-disabled={option.disabled ? true : undefined}
              data-active={option.value === active ? '' : undefined}
              onClick={() => choose(option)}
            >
              {option.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

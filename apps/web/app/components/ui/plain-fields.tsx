import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { useId } from '../../lib/mantine-use-id';

/**
 * A labelled text field and a native select with the markup, classes and CSS variables of Mantine's
 * `TextInput` and `NativeSelect` at their default size (Input.css stays the stylesheet), for the forms
 * of public pages that need no description, error, required mark or section: the project list's filters. Mantine's
 * input code (InputBase, its wrapper and the select's chevron, ~5 KB gzip) stays out of a guest's first
 * load (decision 0057, ninth-session section); plain-fields.test.tsx renders both and expects the
 * same elements. Forms with validation keep `TextField` (text-field.tsx).
 */
const CLASSES = { wrapper: 'm_46b77525', label: 'm_8fdc1311', input: 'm_6c018570', field: 'm_8fb7ebe7', section: 'm_82577fc2', chevron: 'm_2943220b' };
const LABEL_STYLE = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const INPUT_STYLE = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' } as CSSProperties;
const SELECT_STYLE = { ...INPUT_STYLE, '--input-right-section-pointer-events': 'none' } as CSSProperties;
const CHEVRON_STYLE = { '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties;

function Label({ id, children }: { id: string; children: string }) {
  return (
    <label style={LABEL_STYLE} className={CLASSES.label} data-size="sm" htmlFor={id} id={`${id}-label`}>
      {children}
    </label>
  );
}

export function PlainTextInput({ label, ...others }: { label: string } & Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className' | 'style' | 'required'>) {
  const id = useId();
  return (
    <div className={CLASSES.wrapper} data-size="sm">
      <Label id={id}>{label}</Label>
      <div style={INPUT_STYLE} className={CLASSES.input} data-variant="default" data-size="sm">
        <input className={CLASSES.field} data-variant="default" id={id} {...others} />
      </div>
    </div>
  );
}

export function PlainSelect({
  label,
  data,
  ...others
}: { label: string; data: Array<{ value: string; label: string }> } & Omit<
  ComponentPropsWithoutRef<'select'>,
  'id' | 'className' | 'style' | 'children' | 'required'
>) {
  const id = useId();
  return (
    <div className={CLASSES.wrapper} data-size="sm">
      <Label id={id}>{label}</Label>
      <div style={SELECT_STYLE} className={CLASSES.input} data-variant="default" data-size="sm" data-pointer="true" data-with-right-section="true">
        <select className={CLASSES.field} data-variant="default" id={id} {...others}>
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div data-position="right" className={CLASSES.section}>
          <svg
            style={CHEVRON_STYLE}
            className={CLASSES.chevron}
            data-size="sm"
            data-combobox-chevron="true"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path
              d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
      </div>
    </div>
  );
}

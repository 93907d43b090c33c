import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { applyInputRules, clampToMin, shouldBlockKey, type TextFieldType } from './input-rules';
import { FieldNote } from './field-note';
import { RequiredMark } from './required-mark';

/** Mantine props the field decides itself. */
type OwnedProps =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'type'
  | 'label'
  | 'error'
  | 'description'
  | 'required'
  | 'withAsterisk'
  | 'maxLength'
  | 'min'
  | 'max'
  | 'step'
  | 'inputWrapperOrder';

export interface TextFieldProps extends Omit<TextInputProps, OwnedProps> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: TextFieldType;
  /** Longer input, typed or pasted, is cut to this length. */
  maxLength?: number;
  /** Numbers only: below min becomes min when the field loses focus. */
  min?: number;
  /** Numbers only: above max becomes max at once. */
  max?: number;
  /** Numbers only: without a step the field takes whole numbers and ignores the decimal key. */
  step?: number;
  /** Adds the asterisk with its tooltip and aria-required. */
  required?: boolean;
  /** Shown under the field; marks it aria-invalid. */
  error?: ReactNode;
  /** Shown under the field without marking it invalid. */
  warning?: ReactNode;
}

/** Single-line input with the generic rules of spec section 5. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  maxLength,
  min,
  max,
  step,
  required = false,
  error,
  warning,
  onKeyDown,
  onBlur,
  ...rest
}: TextFieldProps) {
  const isNumber = type === 'number';

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (shouldBlockKey({ type, step, key: event.key })) event.preventDefault();
    onKeyDown?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (isNumber) {
      const clamped = clampToMin(value, min);
      if (clamped !== value) onChange(clamped);
    }
    onBlur?.(event);
  };

  return (
    <TextInput
      {...rest}
      type={type}
      value={value}
      onChange={(event) => onChange(applyInputRules(event.currentTarget.value, { type, maxLength, max }))}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      label={
        <>
          {label}
          {required && <RequiredMark />}
        </>
      }
      // Our RequiredMark replaces Mantine's asterisk; aria-required instead of the native attribute
      // keeps the browser's untranslated validation bubble away.
      withAsterisk={false}
      aria-required={required || undefined}
      maxLength={maxLength}
      min={isNumber ? min : undefined}
      max={isNumber ? max : undefined}
      step={isNumber ? step : undefined}
      error={error}
      description={warning ? <FieldNote tone="warning">{warning}</FieldNote> : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

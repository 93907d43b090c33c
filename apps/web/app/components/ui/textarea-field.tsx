import type { ReactNode } from 'react';
import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { truncateToMaxLength } from './input-rules';
import { FieldNote } from './field-note';
import { RequiredMark } from './required-mark';

type OwnedProps =
  'value' | 'defaultValue' | 'onChange' | 'label' | 'error' | 'description' | 'required' | 'withAsterisk' | 'minLength' | 'maxLength' | 'inputWrapperOrder';

export interface TextareaFieldProps extends Omit<TextareaProps, OwnedProps> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** While the text is shorter, a hint shows the minimum and the current length. */
  minLength?: number;
  /** Longer input, typed or pasted, is cut to this length. */
  maxLength?: number;
  required?: boolean;
  error?: ReactNode;
  warning?: ReactNode;
}

/** Multi-line input: min/max length and the input_min_info hint of spec section 5. */
export function TextareaField({ label, value, onChange, minLength, maxLength, required = false, error, warning, ...rest }: TextareaFieldProps) {
  const { t } = useTranslation();
  const isBelowMinimum = minLength !== undefined && value.length < minLength;
  const hasNotes = Boolean(warning) || isBelowMinimum;

  return (
    <Textarea
      {...rest}
      value={value}
      onChange={(event) => onChange(truncateToMaxLength(event.currentTarget.value, maxLength))}
      label={
        <>
          {label}
          {required && <RequiredMark />}
        </>
      }
      withAsterisk={false}
      aria-required={required || undefined}
      minLength={minLength}
      maxLength={maxLength}
      error={error}
      description={
        hasNotes ? (
          <>
            {warning && <FieldNote tone="warning">{warning}</FieldNote>}
            {isBelowMinimum && <FieldNote tone="info">{t('input_min_info', { min: minLength, count: value.length })}</FieldNote>}
          </>
        ) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

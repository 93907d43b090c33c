import { useState, type ReactNode } from 'react';
import { FileInput, type FileInputProps } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { FILE_INPUT_DEFAULT_ACCEPT } from '@platform/contract';
import { parseAccept, validateFile } from './file-rules';
import { RequiredMark } from './required-mark';

type OwnedProps = 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'label' | 'error' | 'required' | 'withAsterisk' | 'accept';

export interface FileFieldProps extends Omit<FileInputProps<false>, OwnedProps> {
  label: ReactNode;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Accept attribute; .jpg, .jpeg, .png and .pdf by default. */
  accept?: string;
  required?: boolean;
  /** An error from outside (e.g. the server); it wins over the field's own check. */
  error?: ReactNode;
  /**
   * Show the field's own check before the person has touched it, e.g. after a submit attempt.
   * Without it the check shows once a file was picked or cleared: blur is no signal here, since
   * opening the system file dialog already blurs the button.
   */
  showValidation?: boolean;
}

/** Single-file input on Mantine FileInput with the default accept list and the required check. */
export function FileField({
  label,
  value,
  onChange,
  accept = FILE_INPUT_DEFAULT_ACCEPT,
  required = false,
  error,
  showValidation = false,
  placeholder,
  clearButtonProps,
  ...rest
}: FileFieldProps) {
  const { t } = useTranslation();
  const [isTouched, setIsTouched] = useState(false);
  const errorKey = isTouched || showValidation ? validateFile(required, value, accept) : null;
  const ownError = errorKey ? t(errorKey, { types: parseAccept(accept).join(', ') }) : null;

  return (
    <FileInput
      clearable
      {...rest}
      value={value}
      onChange={(file) => {
        setIsTouched(true);
        onChange(file);
      }}
      accept={accept}
      clearButtonProps={{ 'aria-label': t('input.file.clear'), ...clearButtonProps }}
      placeholder={placeholder ?? t('input.file.placeholder')}
      label={
        <>
          {label}
          {required && <RequiredMark />}
        </>
      }
      // The visible control is a button, where aria-required is not allowed; the mark in the label
      // tells it instead.
      withAsterisk={false}
      error={error ?? ownError}
    />
  );
}

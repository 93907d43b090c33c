import { useRef, type ClipboardEvent, type ReactNode } from 'react';
import { Input, PinInput, Stack } from '@mantine/core';
import { useId, useUncontrolled } from '@mantine/hooks';
import { useTranslation } from '../../lib/i18n';
import { ONE_TIME_CODE_LENGTH } from '@platform/contract';
import { extractOneTimeCode } from './input-rules';

export interface OneTimeCodeInputProps {
  /** Visible label of the group; "One-time code" when left out. */
  label?: ReactNode;
  /** Number of digits. */
  length?: number;
  /** Controlled code (digits only). Leave out to let the component keep it. */
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called with the code each time all digits are filled with a new code. */
  onComplete?: (code: string) => void;
  error?: ReactNode;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Name of the hidden input that carries the code in a form post. */
  name?: string;
  id?: string;
}

/**
 * Digit-per-box code input on Mantine PinInput. autocomplete="one-time-code" with a numeric
 * keyboard lets iOS and Android offer the code from an SMS; the whole code lands in one box and
 * PinInput spreads it. A paste is reduced to its digits first, so "123-456" works too.
 */
export function OneTimeCodeInput({
  label,
  length = ONE_TIME_CODE_LENGTH,
  value,
  defaultValue,
  onChange,
  onComplete,
  error,
  autoFocus,
  disabled,
  name,
  id,
}: OneTimeCodeInputProps) {
  const { t } = useTranslation();
  const baseId = useId(id);
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [code, setCode] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });

  const update = (raw: string) => {
    const next = raw.replace(/\D/g, '').slice(0, length);
    if (next === code) return;
    setCode(next);
    if (next.length === length) onComplete?.(next);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (disabled) return;
    const pasted = extractOneTimeCode(event.clipboardData.getData('text/plain'), length);
    if (!pasted) return;
    update(pasted);
    const boxes = rootRef.current?.querySelectorAll('input');
    boxes?.[Math.min(pasted.length, length - 1)]?.focus();
  };

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} htmlFor={`${baseId}-1`}>
        {label ?? t('input.one_time_code.label')}
      </Input.Label>
      <PinInput
        id={baseId}
        rootRef={rootRef}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        length={length}
        type="number"
        inputMode="numeric"
        oneTimeCode
        value={code}
        onChange={update}
        error={Boolean(error)}
        autoFocus={autoFocus}
        disabled={disabled}
        name={name}
        getInputProps={(index) => ({
          'aria-label': t('input.one_time_code.digit', { index: index + 1, length }),
          onPaste: handlePaste,
        })}
      />
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}

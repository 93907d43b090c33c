import { Tooltip } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';

export interface RequiredMarkProps {
  /** Tooltip text; the generic "This field is required" when left out. */
  tooltip?: string;
}

/**
 * The asterisk after a required field's label. It takes keyboard focus so the tooltip is reachable
 * without a mouse, and carries the tooltip text as its name for screen readers (the Tooltip adds it
 * once more as a description while open).
 */
export function RequiredMark({ tooltip }: RequiredMarkProps) {
  const { t } = useTranslation();
  const text = tooltip ?? t('input.required.default_tooltip');
  return (
    <Tooltip label={text} events={{ hover: true, focus: true, touch: true }} withArrow>
      <span
        role="img"
        aria-label={text}
        // Focusable so the tooltip that explains the mark opens from the keyboard too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-required-mark
        style={{ color: 'var(--mantine-color-error)', marginInlineStart: '0.25em', cursor: 'help' }}
      >
        *
      </span>
    </Tooltip>
  );
}

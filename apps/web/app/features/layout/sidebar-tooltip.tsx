import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** The label of a collapsed sidebar link on hover; its own chunk (floating-ui) loaded only once the sidebar is collapsed. */
export default function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} position="right" withArrow>
      {children}
    </Tooltip>
  );
}

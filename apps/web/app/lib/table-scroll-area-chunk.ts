// Mantine's ScrollArea on its own chunk, for table-scroll-area.tsx.
export { ScrollArea as default } from '@mantine/core';

// Mantine's toast container as its own chunk (notifications-host.tsx loads it after hydration).
export { Notifications as default } from '@mantine/notifications';

// Temporary: replaced by the real page in this change.
export { default, loader, meta } from './coming-soon';

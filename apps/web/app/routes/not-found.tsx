import { data } from 'react-router';

/** Unknown routes answer HTTP 404, rendered on the server by the layout's error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

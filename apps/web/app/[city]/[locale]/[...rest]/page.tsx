import { notFound } from 'next/navigation';

/** Any path no route claims: the 404 page inside the chrome (not-found.tsx beside the layout). */
export default function UnknownPage(): never {
  notFound();
}

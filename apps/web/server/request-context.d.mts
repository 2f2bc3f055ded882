/** Types of request-context.mjs for its unit test. */
export function runWithRequestId<T>(id: string | undefined, fn: () => T): T;
export function forwardRequestIds(apiOrigin: string): () => void;

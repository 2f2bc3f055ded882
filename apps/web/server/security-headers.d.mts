/** Types of security-headers.mjs for its unit test. */
export declare function sourceOfUrlTemplate(template: string | undefined): string | null;
export declare function pagePolicy(env?: Record<string, string | undefined>): (nonce: string) => string;
export declare function workerPolicy(env?: Record<string, string | undefined>): string;
export declare const NON_PAGE_POLICY: string;
export declare const COMMON_HEADERS: Record<string, string>;
export declare const HSTS: string;
export declare function isInternalHeader(name: string): boolean;

/** Types of compile-hints.mjs for its unit test. */
export declare const COMPILE_HINT: string;
export declare function firstLoadScripts(appDir: string, distDir: string): string[];
export declare function markScripts(appDir: string, scripts: readonly string[]): number;

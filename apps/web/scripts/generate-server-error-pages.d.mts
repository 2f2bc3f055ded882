/** Types of generate-server-error-pages.mjs for the unit test that checks its committed output. */
export declare const VARIANTS: readonly string[];
export declare const FAMILY_ACCENTS: Readonly<Record<string, string>>;
export declare const REFRESH_SECONDS: number;
export declare const OUTPUT_DIR: string;
export declare function variantLanguages(variant: string): string[];
export declare function variantAccent(variant: string): string;
export declare function renderServerErrorPage(variant: string): Promise<string>;
export declare function writeServerErrorPages(dir?: string): Promise<number>;

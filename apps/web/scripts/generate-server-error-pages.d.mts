/** Types of generate-server-error-pages.mjs for the unit tests that check its committed output. */
export interface ServerErrorBrand {
  name: string;
  primary: string | null;
  phone: string | null;
  email: string | null;
}
export declare const VARIANTS: readonly string[];
export declare const FAMILY_ACCENTS: Readonly<Record<string, string>>;
export declare const REFRESH_SECONDS: number;
export declare const OUTPUT_DIR: string;
export declare const BRANDS_FILE: string;
export declare function variantLanguages(variant: string): string[];
export declare function familyAccent(variant: string): string;
export declare function variantAccent(variant: string, brand?: Partial<ServerErrorBrand>): string;
export declare function contrast(a: string, b: string): number;
export declare function readBrandsFile(file?: string): Record<string, ServerErrorBrand>;
export declare function brandOfConfig(config: unknown): ServerErrorBrand;
export declare function fetchBrands(apiUrl: string): Promise<Record<string, ServerErrorBrand>>;
export declare function renderServerErrorPage(
  variant: string,
  brands?: Record<string, ServerErrorBrand>,
): Promise<string>;
export declare function writeServerErrorPages(
  dir?: string,
  brands?: Record<string, ServerErrorBrand>,
): Promise<number>;

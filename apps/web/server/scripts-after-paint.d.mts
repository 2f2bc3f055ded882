/** Types of scripts-after-paint.mjs for its unit test. */
export declare const LOADER: string;
export interface ScriptsAfterPaint {
  push(chunk: string | Buffer): Buffer[];
  end(): Buffer[];
}
export declare function createScriptsAfterPaint(): ScriptsAfterPaint;

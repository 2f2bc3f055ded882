/** Types of script-nonce.mjs for its unit test. */
export interface ScriptNonce {
  push(chunk: string | Buffer): Buffer[];
  end(): Buffer[];
}
export declare function createScriptNonce(nonce: string): ScriptNonce;

// What vitest.worker.config.ts passes in from the shell (`provide`), read with `inject`.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** FUZZ_SEED: replay the fuzz (tests/worker/hostile-input.test.ts) with this seed. */
    fuzzSeed: string;
    /** FUZZ_PATH: with the seed, go straight to the failure's shrunk case. */
    fuzzPath: string;
  }
}

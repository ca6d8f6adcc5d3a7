// Types of scripts/kernels.mjs, for kernels.test.ts.
export declare const SOURCE: string;
export declare const OUTPUT: string;
/** The compiled module's bytes. */
export declare function compileKernels(): Promise<Uint8Array>;
/** The TypeScript module that carries the bytes. */
export declare function bytesModule(binary: Uint8Array): string;

/** A static host serving an app's build with the build's own `_headers` (see static-host.mjs). */
export interface StaticHost {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  /** The build's `_headers`, as sent. */
  readonly rules: readonly { readonly pattern: string; readonly headers: Readonly<Record<string, string>> }[];
  close(): Promise<void>;
}
/** Starts serving `root` (an app's build folder) on `port` (0: any free port). */
export declare function startStaticHost(options: {
  readonly root: string;
  readonly port?: number;
  readonly host?: string;
}): Promise<StaticHost>;
/** The rules of a `_headers` file: a path pattern and its headers. */
export declare function parseHeadersFile(
  text: string,
): { pattern: string; headers: Record<string, string> }[];
/** The address of every prerendered page of a build (`/`, `/rules/x`), the fallback page left out. */
export declare function prerenderedPages(root: string): string[];

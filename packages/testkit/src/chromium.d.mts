/** The Chromium flags of every browser test and measuring script (Playwright adds --headless). */
export declare const CHROMIUM_ARGS: readonly string[];
/** Debian's Chromium, unless CHROMIUM_PATH says otherwise. */
export declare const chromiumPath: () => string;
